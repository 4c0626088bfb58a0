import { describe, expect, it } from 'vitest';
import { isMessageAddress, messageRecipients, shipmentParties } from './message-recipients.ts';

const partners = new Map<string, Record<string, unknown>>([
  [
    'p1',
    {
      contacts: [
        { id: 'c1', nombre: 'Ana', email: 'Ana@Cliente.mx', notify: { milestones: true } },
        {
          id: 'c2',
          nombre: 'Beto',
          email: 'beto@cliente.mx',
          language: 'en',
          notify: { milestones: true, estimates: true },
        },
        { id: 'c3', nombre: 'Sin correo', email: '', notify: { milestones: true } },
        { id: 'c4', nombre: 'Mal correo', email: 'no es correo', notify: { milestones: true } },
        { id: 'c5', nombre: 'Sin aviso', email: 'nada@cliente.mx' },
      ],
    },
  ],
  [
    'p2',
    {
      contacts: [
        {
          id: 'c6',
          nombre: 'Ana otra vez',
          email: 'ana@cliente.mx',
          notify: { milestones: true, arrivalNotice: true },
        },
      ],
    },
  ],
  ['p3', { contacts: 'broken' }],
]);

describe('messageRecipients', () => {
  const parties = shipmentParties([
    { partner: 'p1', role: 'consignee' },
    { partner: 'p2', role: 'notify' },
    { partner: 'p3', role: 'shipper' },
    { partner: 'p1', role: 'notify' },
    { partner: 'p9', role: 'boss' },
  ]);

  it('reads the parties once each, in their first role, and drops unknown roles', () => {
    expect(parties).toEqual([
      { partner: 'p1', role: 'consignee' },
      { partner: 'p2', role: 'notify' },
      { partner: 'p3', role: 'shipper' },
    ]);
  });

  it.each([
    ['milestone', ['ana@cliente.mx/es', 'beto@cliente.mx/en']],
    ['estimate', ['beto@cliente.mx/en']],
    ['arrivalNotice', ['ana@cliente.mx/es']],
    ['digest', []],
  ] as const)('%s goes to %j', (kind, expected) => {
    expect(
      messageRecipients(kind, parties, partners).map((r) => `${r.email}/${r.language}`),
    ).toEqual(expected);
  });

  it('names the partner and contact of each recipient', () => {
    expect(messageRecipients('arrivalNotice', parties, partners)).toEqual([
      {
        partner: 'p2',
        contact: 'c6',
        email: 'ana@cliente.mx',
        name: 'Ana otra vez',
        language: 'es',
      },
    ]);
  });
});

describe('isMessageAddress', () => {
  it.each([
    ['ana@cliente.mx', true],
    ['ana@cliente', false],
    ['ana cliente@x.mx', false],
    ['', false],
    [42, false],
  ])('%j is %s', (value, expected) => {
    expect(isMessageAddress(value)).toBe(expected);
  });
});
