// Spanish (es-MX) texts of ../auth.ts: the same keys (issue 20).
import type { TextsOf } from '../../catalogue-types.ts';
import type { authCatalogue } from '../auth.ts';

export const authEs = {
  auth: {
    checkingAccess: 'Verificando acceso…',
    signIn: 'Iniciar sesión',
    signOut: 'Cerrar sesión',
    dashboard: 'Tablero',
    signOutFailed: 'No se pudo cerrar la sesión. Inténtalo de nuevo.',
    takenOver: 'Se cerró tu sesión porque tu cuenta está activa en otro dispositivo.',
    login: {
      title: 'Iniciar sesión',
      subtitle: 'Accede al panel de tu empresa.',
      email: 'Correo electrónico',
      password: 'Contraseña',
      remember: 'Recordarme',
      submit: 'Iniciar sesión',
      backHome: 'Volver al inicio',
      emailRequired: 'Ingresa tu correo electrónico.',
      emailInvalid: 'Ingresa un correo electrónico válido.',
      passwordRequired: 'Ingresa tu contraseña.',
    },
    errors: {
      invalidCredential: 'Credenciales inválidas. Verifica tu correo y contraseña.',
      networkRequestFailed: 'No hay conexión con el servidor de autenticación.',
      signInFailed: 'No se pudo iniciar sesión.',
    },
  },
} as const satisfies TextsOf<typeof authCatalogue>;
