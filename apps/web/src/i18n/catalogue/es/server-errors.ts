// Spanish (es-MX) texts of ../server-errors.ts: the same keys.
import type { TextsOf } from '../../catalogue-types.ts';
import type { serverErrorsCatalogue } from '../server-errors.ts';

export const serverErrorsEs = {
  serverErrors: {
    messages: {
      createFailed: 'No se pudo crear el registro.',
      updateFailed: 'No se pudo actualizar el registro.',
      deleteFailed:
        'No se pudo eliminar el registro. Revisa que ningún otro registro dependa de él.',
      notFound: 'No se encontró el recurso solicitado.',
      missingId: 'Falta el id del registro.',
      generic: 'Algo salió mal al procesar tu solicitud.',
      forbidden: 'No tienes permiso para hacer esta solicitud.',
      signInRequired: 'La solicitud requiere una sesión iniciada.',
      authFailed: 'No se pudo iniciar sesión.',
      tooManySignIns: 'Demasiados intentos fallidos de inicio de sesión; inténtalo más tarde.',
      changedElsewhere: 'Alguien más cambió el registro desde que se leyó.',
      tooLarge: 'La solicitud es demasiado grande.',
      badData: 'No se pudieron leer los datos enviados: su formato no es válido.',
      weakPassword:
        'La contraseña es demasiado fácil de adivinar; usa una frase más larga o añade palabras sin relación.',
    },
    fields: {
      required: 'No puede quedar vacío.',
      missing: 'Falta un valor obligatorio.',
      notUnique: 'El valor debe ser único.',
      email: 'Debe ser un correo electrónico válido.',
      date: 'Debe ser una fecha válida.',
      number: 'Debe ser un número válido.',
      noDecimals: 'No se permiten decimales.',
      format: 'Debe tener un formato válido.',
      value: 'Debe ser un valor válido.',
      invalid: 'Valor no válido.',
      blank: 'Debe quedar vacío.',
      url: 'Debe ser una URL válida.',
      lengthBetween: 'La longitud debe estar entre {{min}} y {{max}}.',
      lengthExactly: 'La longitud debe ser exactamente {{length}}.',
      lengthAtMost: 'La longitud no debe pasar de {{max}}.',
      atLeast: 'Debe ser al menos {{min}}.',
      atMost: 'No debe ser mayor que {{max}}.',
    },
  },
} as const satisfies TextsOf<typeof serverErrorsCatalogue>;
