import { describe, expect, it } from 'vitest';
import { ClientResponseError } from 'pocketbase';
import { serverErrors } from './server-field-errors.ts';
import { userFormSchema } from './user-form-schema.ts';

const t = (key: string) => `t:${key}`;

function refusal(data: Record<string, unknown>) {
  return new ClientResponseError({
    url: 'http://localhost/api/collections/users/records',
    status: 400,
    response: { code: 400, message: 'Failed to create record.', data },
  });
}

const VALUES = {
  email: 'nuevo@golfo.test',
  nombreCompleto: 'Nuevo',
  telefono: '',
  role: 'staff',
  passwordConfirm: '',
  isSuperuser: false,
};

describe('password errors of the user form', () => {
  it.each([
    ['validation_weak_password', 't:companyUsers.errors.passwordWeak'],
    ['validation_password_too_many_bytes', 't:companyUsers.errors.passwordLong'],
    ['validation_length_out_of_range', 't:companyUsers.errors.passwordShort'],
  ])('shows the server code %s in the product words', (code, text) => {
    const error = refusal({ password: { code, message: 'Server words.' } });
    expect(serverErrors(error, t as never).fields.password).toBe(text);
  });

  it('refuses more than 72 bytes before asking the server, as the server would', () => {
    const schema = userFormSchema('create');
    const long = 'ñ'.repeat(37);
    const fine = 'ñ'.repeat(36);
    const issues = (password: string) =>
      schema.safeParse({ ...VALUES, password, passwordConfirm: password }).error?.issues ?? [];
    expect(issues(long).map((issue) => issue.message)).toContain(
      'companyUsers.errors.passwordLong',
    );
    expect(issues(fine)).toEqual([]);
  });
});
