import type { QuotesRecord } from '@rumbo/domain';
import { ClientResponseError } from 'pocketbase';

// Quotes and a client as the server answers them, for the actions' tests (of the company the
// tests sign in to, TEST_COMPANY).
const TEST_COMPANY = 'company00000001';

const lines = (freight: number) => [
  { charge: 'Ocean freight', currency: 'USD', buy: freight - 300, sell: freight, ivaRate: 0 },
  { charge: 'Documentation', currency: 'MXN', buy: 900, sell: 1200, ivaRate: 0.16 },
];

export const SENT_QUOTE: QuotesRecord = {
  id: 'quote0000000012',
  collectionId: 'quotes',
  collectionName: 'quotes',
  created: '2026-03-01 15:00:00.000Z',
  updated: '2026-03-02 15:00:00.000Z',
  company: TEST_COMPANY,
  code: 'QTE20260012',
  sequence: 12,
  version: 1,
  state: 'sent',
  client: 'partner00000001',
  clientName: 'Bajío Foods',
  mode: 'ocean',
  direction: 'import',
  origin: 'CNSHA',
  destination: 'MXZLO',
  incoterm: 'FOB',
  cargo: {},
  options: [
    { carrier: 'Maersk', transitDays: 28, lines: lines(2000) },
    { carrier: 'CMA CGM', transitDays: 31, lines: lines(1800) },
  ],
  chosenOption: 0,
  currency: 'USD',
  date: '2026-03-01 00:00:00.000Z',
  validUntil: '2026-03-31 00:00:00.000Z',
  exchangeRate: 20,
  totals: [
    { byCurrency: [], converted: { currency: 'USD', total: 2069.6 } },
    { byCurrency: [], converted: { currency: 'USD', total: 1869.6 } },
  ],
  versions: [],
  sentAt: '2026-03-02 15:00:00.000Z',
  decidedAt: '',
  rejectionReason: '',
  shipmentCollection: '',
  shipment: '',
  notes: '',
  recipients: [],
  createdBy: 'user00000000001',
  updatedBy: 'user00000000001',
};

export const DRAFT_QUOTE: QuotesRecord = {
  ...SENT_QUOTE,
  state: 'draft',
  sentAt: '',
  version: 2,
  recipients: ['contact00000002'],
  versions: [
    {
      version: 1,
      state: 'sent',
      sentAt: '2026-02-20 16:30:00.000Z',
      date: '2026-02-20 00:00:00.000Z',
      validUntil: '2026-03-10 00:00:00.000Z',
      origin: 'CNSHA',
      destination: 'MXZLO',
      incoterm: 'FOB',
      currency: 'USD',
      options: [{ carrier: 'Maersk', transitDays: 28, lines: lines(2150) }],
      totals: [{ byCurrency: [], converted: { currency: 'USD', total: 2219.6 } }],
    },
  ],
};

export const CLIENT = {
  id: 'partner00000001',
  collectionId: 'partners',
  collectionName: 'partners',
  company: TEST_COMPANY,
  rol: 'Cliente',
  displayName: 'Bajío Foods',
  razonSocial: 'Bajío Foods SA de CV',
  contacts: [
    { id: 'contact00000001', nombre: 'Lucía Robles', email: 'compras@bajio.mx', language: 'es' },
    { id: 'contact00000002', nombre: 'John Reed', email: 'john@bajio.com', language: 'en' },
    { id: 'contact00000003', nombre: 'Pedro Sin Correo', email: 'pedro@', telefono: '555' },
  ],
  updated: '2026-03-01 15:00:00.000Z',
};

/** A refusal of the record API, each problem at its field. */
export function refusal(data: Record<string, { code: string; message: string }>) {
  return new ClientResponseError({
    status: 400,
    response: { status: 400, message: 'Failed to update record.', data },
  });
}
