import { describe, expect, it } from 'vitest';
import { buildUserUpdate } from './build-user-update.ts';

describe('buildUserUpdate', () => {
  it.each([
    ['no password', { nombreCompleto: 'Ana' }, { nombreCompleto: 'Ana' }],
    ['empty password', { nombreCompleto: 'Ana', password: '' }, { nombreCompleto: 'Ana' }],
    ['blank password', { password: '   ', passwordConfirm: '   ' }, {}],
    ['null password', { password: null, oldPassword: 'old' }, {}],
    [
      'password confirms itself',
      { password: 's3cret!' },
      { password: 's3cret!', passwordConfirm: 's3cret!' },
    ],
    [
      'explicit confirmation kept',
      { password: 'a', passwordConfirm: 'b' },
      { password: 'a', passwordConfirm: 'b' },
    ],
    [
      'old password sent along',
      { password: 'new', oldPassword: 'old' },
      { password: 'new', passwordConfirm: 'new', oldPassword: 'old' },
    ],
    [
      'empty old password dropped',
      { password: 'new', oldPassword: '' },
      { password: 'new', passwordConfirm: 'new' },
    ],
    [
      'other fields pass through',
      { email: 'a@b.mx', telefono: '555', role: 'staff', company: 'C001', emailVisibility: false },
      { email: 'a@b.mx', telefono: '555', role: 'staff', company: 'C001', emailVisibility: false },
    ],
  ])('%s', (_name, input, expected) => {
    expect(buildUserUpdate(input)).toEqual(expected);
  });
});
