// Part of the default catalogue (see ../catalogue-default.ts). SPEC texts are verbatim.
export const authCatalogue = {
  auth: {
    checkingAccess: 'Verificando acceso…',
    signIn: 'Iniciar sesión',
    signOut: 'Cerrar sesión',
    dashboard: 'Dashboard',
    signOutFailed: 'Could not sign out. Please try again.',
    takenOver: 'You were signed out because your account is active on another device.',
    login: {
      title: 'Iniciar sesión',
      subtitle: 'Accede al panel de tu empresa.',
      email: 'Email',
      password: 'Contraseña',
      remember: 'Remember',
      submit: 'Iniciar sesión',
      backHome: 'Volver al inicio',
      emailRequired: 'Ingresa tu email.',
      emailInvalid: 'Ingresa un email válido.',
      passwordRequired: 'Ingresa tu contraseña.',
    },
    errors: {
      invalidCredential: 'Credenciales invalidas. Verifica email y contrasena.',
      networkRequestFailed: 'No hay conexion con el servidor de autenticacion.',
      signInFailed: 'No se pudo iniciar sesion.',
    },
  },
} as const;
