import { describe, expect, it } from 'vitest';
import { partnerReceivers, partyPartner, withPartyPartner } from './shipment-parties.ts';

const STORED = [
  { partner: 'p1', role: 'shipper', note: 'kept' },
  { partner: 'p2', role: 'consignee' },
];

describe('partyPartner', () => {
  it('reads the first partner of each role, and nothing when the role is missing', () => {
    expect(partyPartner(STORED, 'shipper')).toBe('p1');
    expect(partyPartner(STORED, 'consignee')).toBe('p2');
    expect(partyPartner(STORED, 'notify')).toBe('');
    expect(partyPartner(null, 'shipper')).toBe('');
    expect(partyPartner([{ partner: 3, role: 'shipper' }], 'shipper')).toBe('');
  });

  it('shows a partner picked for two roles in both', () => {
    const both = withPartyPartner(STORED, 'notify', 'p1');
    expect(partyPartner(both, 'shipper')).toBe('p1');
    expect(partyPartner(both, 'notify')).toBe('p1');
  });
});

describe('withPartyPartner', () => {
  it('replaces a role in its place and keeps what its entry held', () => {
    expect(withPartyPartner(STORED, 'shipper', 'p9')).toEqual([
      { partner: 'p9', role: 'shipper', note: 'kept' },
      { partner: 'p2', role: 'consignee' },
    ]);
  });

  it('adds a new role at the end, and clearing one leaves the others', () => {
    expect(withPartyPartner(STORED, 'notify', 'p3')).toEqual([
      ...STORED,
      { partner: 'p3', role: 'notify' },
    ]);
    expect(withPartyPartner(STORED, 'shipper', '')).toEqual([{ partner: 'p2', role: 'consignee' }]);
    expect(withPartyPartner(undefined, 'consignee', 'p2')).toEqual([
      { partner: 'p2', role: 'consignee' },
    ]);
  });

  it('keeps one entry per role it writes', () => {
    const twice = [...STORED, { partner: 'p7', role: 'shipper' }];
    expect(withPartyPartner(twice, 'shipper', 'p8')).toEqual([
      { partner: 'p8', role: 'shipper', note: 'kept' },
      { partner: 'p2', role: 'consignee' },
    ]);
  });
});

describe('partnerReceivers', () => {
  it('counts the contacts who asked for some e-mail and have an address it can go to', () => {
    const contacts = [
      { nombre: 'Ana', email: 'ana@acme.mx', notify: { milestones: true } },
      { nombre: 'Luis', email: 'luis@acme.mx', notify: { arrivalNotice: true }, language: 'en' },
      { nombre: 'Eva', email: 'eva@acme.mx', notify: { milestones: false } },
      { nombre: 'Sin correo', email: '', notify: { estimates: true } },
      { nombre: 'Mal', email: 'mal@acme', notify: { estimates: true } },
      { nombre: 'Nada', email: 'nada@acme.mx' },
    ];
    expect(partnerReceivers(contacts)).toBe(2);
    expect(partnerReceivers(undefined)).toBe(0);
  });
});
