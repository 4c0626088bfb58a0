import { ClientResponseError } from 'pocketbase';
import { describe, expect, it } from 'vitest';
import {
  newPartnerValues,
  partnerFormIssues,
  partnerFromValues,
  serverFieldErrors,
} from './partner-form-values.ts';

const values = { ...newPartnerValues(''), displayName: 'Acme' };

describe('partnerFormIssues', () => {
  it.each([
    ['a valid partner', values, false, {}],
    ['an admin without company', values, true, { company: { code: 'companyRequired' } }],
    [
      'no name: shown on the display name',
      { ...values, displayName: '' },
      false,
      { displayName: { code: 'name_required' } },
    ],
    ['no role', { ...values, rol: '' }, false, { rol: { code: 'required' } }],
    [
      'a bad email of the second contact',
      {
        ...values,
        contacts: [
          { id: '', nombre: 'Ana', email: 'ana@x.mx', telefono: '' },
          { id: '', nombre: 'Luis', email: 'luis@x', telefono: '' },
        ],
      },
      false,
      { 'contacts.1.email': { code: 'invalid_email' } },
    ],
    [
      'a contact who asked for e-mail without an address',
      {
        ...values,
        contacts: [
          { id: '', nombre: 'Ana', email: '', telefono: '', notify: { arrivalNotice: true } },
          { id: '', nombre: 'Luis', email: '', telefono: '', notify: { milestones: false } },
          { id: '', nombre: '', email: '', telefono: '', notify: { milestones: true } },
        ],
      },
      false,
      { 'contacts.0.email': { code: 'messagesNeedEmail' } },
    ],
    [
      'an address no message can go to',
      {
        ...values,
        contacts: [{ id: '', nombre: 'Ana', email: `${'a'.repeat(250)}@x.mx`, telefono: '' }],
      },
      false,
      { 'contacts.0.email': { code: 'invalid_email' } },
    ],
  ])('%s', (_name, input, needsCompany, expected) => {
    expect(partnerFormIssues(input, needsCompany)).toEqual(expected);
  });
});

describe('partnerFromValues', () => {
  it('gives every contact an id and keeps the ones it has', () => {
    const partner = partnerFromValues('abcdefghij12345', {
      ...values,
      contacts: [
        { id: 'c1', nombre: 'Ana', email: '', telefono: '' },
        { id: '', nombre: 'Luis', email: '', telefono: '' },
      ],
    });
    const contacts = partner.contacts as { id: string }[];
    expect(partner.id).toBe('abcdefghij12345');
    expect(contacts[0]!.id).toBe('c1');
    expect(contacts[1]!.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('serverFieldErrors', () => {
  const refusal = (status: number, data: unknown) =>
    new ClientResponseError({ status, response: { code: status, message: 'Failed.', data } });

  it('maps a 400 answer to messages by field', () => {
    const error = refusal(400, {
      rfc: {
        code: 'validation_max_text_constraint',
        message: 'Must be no more than 20 character(s).',
      },
      direccion: { code: 'x' },
    });
    expect(serverFieldErrors(error)).toEqual({
      rfc: 'Must be no more than 20 character(s).',
      direccion: 'Failed.',
    });
  });

  it.each([
    ['a 403', refusal(403, {})],
    ['a plain error', new Error('boom')],
  ])('ignores %s', (_name, error) => {
    expect(serverFieldErrors(error)).toBeNull();
  });
});
