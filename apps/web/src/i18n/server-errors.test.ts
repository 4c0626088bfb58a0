import { ClientResponseError } from 'pocketbase';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n, i18nCodeOf } from './i18n.ts';
import { serverErrorText, serverFieldText, serverMessageText } from './server-errors.ts';

afterEach(async () => {
  await i18n.changeLanguage(i18nCodeOf(null));
});

const refusal = (message: string) =>
  new ClientResponseError({ status: 400, response: { code: 400, message, data: {} } });

describe('server messages in the person’s language', () => {
  it.each([
    ['Failed to create record.', 'No se pudo crear el registro.'],
    ['Failed to update record.', 'No se pudo actualizar el registro.'],
    ["The requested resource wasn't found.", 'No se encontró el recurso solicitado.'],
    [
      'Too many failed sign-in attempts, try again later.',
      'Demasiados intentos fallidos de inicio de sesión; inténtalo más tarde.',
    ],
    [
      'Something went wrong while processing your request.',
      'Algo salió mal al procesar tu solicitud.',
    ],
    ['A message nobody mapped.', 'A message nobody mapped.'],
  ])('%s', async (sent, spanish) => {
    expect(serverMessageText(sent)).toBe(sent);
    await i18n.changeLanguage(i18nCodeOf('es'));
    expect(serverMessageText(sent)).toBe(spanish);
    expect(serverErrorText(refusal(sent))).toBe(spanish);
  });

  it.each([
    [{ code: 'validation_required', message: 'Cannot be blank.' }, 'No puede quedar vacío.'],
    [{ code: 'validation_required', message: 'Missing required value.' }, 'No puede quedar vacío.'],
    [
      { code: 'validation_not_unique', message: 'Value must be unique.' },
      'El valor debe ser único.',
    ],
    [{ code: 'validation_is_email', message: 'x' }, 'Debe ser un correo electrónico válido.'],
    [
      { code: 'validation_length_out_of_range', message: 'The length must be between 1 and 255.' },
      'La longitud debe estar entre 1 y 255.',
    ],
    [{ code: 'validation_x', message: 'Must be no greater than 72.' }, 'No debe ser mayor que 72.'],
    [{ code: 'validation_invalid_value', message: 'Invalid value.' }, 'Valor no válido.'],
    [{ code: 'validation_custom', message: 'Un texto propio.' }, 'Un texto propio.'],
    [{ message: 'Failed to update record.' }, 'No se pudo actualizar el registro.'],
    [null, ''],
  ])('field error %j', async (detail, spanish) => {
    await i18n.changeLanguage(i18nCodeOf('es'));
    expect(serverFieldText(detail)).toBe(spanish);
  });

  it('says a field error as the server sent it in the default language', () => {
    expect(serverFieldText({ code: 'validation_required', message: 'Cannot be blank.' })).toBe(
      'Cannot be blank.',
    );
    expect(
      serverFieldText({
        code: 'validation_length_out_of_range',
        message: 'The length must be between 1 and 255.',
      }),
    ).toBe('The length must be between 1 and 255.');
  });

  it('shows an error that is no server answer as it is', () => {
    expect(serverErrorText(new Error('boom'))).toBe('boom');
    expect(serverErrorText('plain')).toBe('plain');
  });
});
