import { describe, expect, it } from 'vitest';
import { normalizePartner } from './normalize-partner.ts';
import { toRemotePartnerPayload } from './to-remote-partner-payload.ts';

describe('toRemotePartnerPayload', () => {
  it('sends empty strings as null', () => {
    const payload = toRemotePartnerPayload(
      normalizePartner({ id: 'abcdefghij12345', razonSocial: 'Acme' }),
    );
    expect(payload).toEqual({
      company: null,
      rol: null,
      tipo: null,
      displayName: 'Acme',
      razonSocial: 'Acme',
      nombreCompleto: null,
      rfc: null,
      direccion: null,
      contacts: [],
      legacyId: null,
      createdBy: null,
      updatedBy: null,
    });
  });

  it.each([
    ['local id becomes legacyId', { id: 'P001' }, 'P001'],
    ['remote id is not a legacyId', { id: 'abcdefghij12345' }, null],
    ['existing legacyId wins', { id: 'abcdefghij12345', legacyId: 'P007' }, 'P007'],
    ['no id at all', {}, null],
  ])('%s', (_name, input, legacyId) => {
    expect(toRemotePartnerPayload(normalizePartner(input)).legacyId).toBe(legacyId);
  });

  it('treats blank strings as empty even without normalising', () => {
    const partner = { ...normalizePartner({ rfc: 'X' }), direccion: '   ' };
    expect(toRemotePartnerPayload(partner)).toMatchObject({ direccion: null, rfc: 'X' });
  });

  it('sends the type, which the partners collection keeps', () => {
    expect(toRemotePartnerPayload(normalizePartner({ tipo: 'persona' })).tipo).toBe('persona');
  });

  it('passes contacts through', () => {
    const partner = normalizePartner({ contacts: [{ nombre: 'Ana', email: '' }] });
    expect(toRemotePartnerPayload(partner).contacts).toEqual([
      { id: '', nombre: 'Ana', email: '', telefono: '' },
    ]);
  });
});
