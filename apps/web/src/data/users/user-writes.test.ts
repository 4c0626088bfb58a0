import { ClientResponseError } from 'pocketbase';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';
import { createCompanyUser, isIdRejection, updateCompanyUser } from './user-writes.ts';

const users = pb.collection('users');
const rejection = (status: number, data: Record<string, unknown>) =>
  new ClientResponseError({ status, response: { code: status, message: 'Failed.', data } });
const ID_TAKEN = () =>
  rejection(400, { id: { code: 'validation_invalid_id', message: 'The model id is invalid or already exists.' } });

const NEW_USER = {
  company: 'c1',
  email: 'ana@golfo.test',
  nombreCompleto: 'Ana López',
  telefono: '',
  role: 'staff',
  password: 'secret123',
  passwordConfirm: 'secret123',
};

afterEach(() => vi.restoreAllMocks());

describe('createCompanyUser', () => {
  it('sends an id of 15 from the name, with the form fields', async () => {
    const create = vi.spyOn(users, 'create').mockResolvedValue({ id: 'x' } as never);
    await createCompanyUser(NEW_USER, () => 0);
    expect(create).toHaveBeenCalledTimes(1);
    expect(create.mock.calls[0]?.[0]).toEqual({
      ...NEW_USER,
      id: 'ANALOPAAAAAAAAA',
      emailVisibility: false,
    });
  });

  it('tries a new id while the server rejects the id, up to 5 times', async () => {
    const create = vi.spyOn(users, 'create').mockRejectedValue(ID_TAKEN());
    await expect(createCompanyUser(NEW_USER)).rejects.toBeInstanceOf(ClientResponseError);
    expect(create).toHaveBeenCalledTimes(5);
    const ids = create.mock.calls.map((call) => (call[0] as { id: string }).id);
    expect(new Set(ids).size).toBe(5);
    for (const id of ids) expect(id).toMatch(/^ANALOP[A-Z0-9]{9}$/);
  });

  it('succeeds on a later attempt', async () => {
    const create = vi
      .spyOn(users, 'create')
      .mockRejectedValueOnce(ID_TAKEN())
      .mockResolvedValueOnce({ id: 'ok' } as never);
    await expect(createCompanyUser(NEW_USER)).resolves.toEqual({ id: 'ok' });
    expect(create).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['a 400 about the email', rejection(400, { email: { code: 'validation_not_unique', message: 'x' } })],
    ['a 400 without field errors (rule refused)', rejection(400, {})],
    ['a 403', rejection(403, { id: { code: 'x', message: 'x' } })],
  ])('does not retry %s', async (_name, error) => {
    const create = vi.spyOn(users, 'create').mockRejectedValue(error);
    await expect(createCompanyUser(NEW_USER)).rejects.toBe(error);
    expect(create).toHaveBeenCalledTimes(1);
  });
});

describe('updateCompanyUser', () => {
  it.each([
    ['a blank password is not sent', { nombreCompleto: 'Ana', password: '  ' }, { nombreCompleto: 'Ana' }],
    [
      'a typed password is sent with its confirmation',
      { nombreCompleto: 'Ana', password: 'newpass12', passwordConfirm: 'newpass12' },
      { nombreCompleto: 'Ana', password: 'newpass12', passwordConfirm: 'newpass12' },
    ],
  ])('%s', async (_name, input, body) => {
    const update = vi.spyOn(users, 'update').mockResolvedValue({ id: 'u1' } as never);
    await updateCompanyUser('u1', input);
    expect(update).toHaveBeenCalledWith('u1', body, { requestKey: null });
  });
});

describe('isIdRejection', () => {
  it.each([
    [ID_TAKEN(), true],
    [rejection(400, { email: {} }), false],
    [rejection(404, { id: {} }), false],
    [new Error('x'), false],
  ])('%#', (error, expected) => {
    expect(isIdRejection(error)).toBe(expected);
  });
});
