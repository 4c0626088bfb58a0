import { normalizePartner, type InvoiceLine } from '@rumbo/domain';
import type { InvoiceRecord } from '#data/invoices/invoice-types.ts';

// What the invoice tests share: a client partner with its fiscal data, stored invoices and a
// shipment as the server answers them, of the company the tests sign in to (TEST_COMPANY).
const TEST_COMPANY = 'company00000001';

/** A company client with its whole fiscal data (a valid RFC of a persona moral). */
export const CLIENT = normalizePartner({
  company: TEST_COMPANY,
  rol: 'Cliente',
  tipo: 'empresa',
  id: 'client000000001',
  displayName: 'Importadora del Bajío',
  razonSocial: 'IMPORTADORA DEL BAJIO',
  rfc: 'IBA010101AB2',
});

/** A partner the shipments name as shipper, not a client. */
export const SHIPPER = normalizePartner({
  company: TEST_COMPANY,
  tipo: 'empresa',
  id: 'shipper00000001',
  displayName: 'Ningbo Exports',
  rol: 'Proveedor',
});

export const FISCAL = {
  id: CLIENT.id,
  displayName: CLIENT.displayName,
  razonSocial: 'IMPORTADORA DEL BAJIO',
  rfc: 'IBA010101AB2',
  regimenFiscal: '601',
  codigoPostal: '37000',
  usoCfdi: 'G03',
};

/** A stored line: a charge of 1,000 at 16 %. */
export function storedLine(fields: Partial<InvoiceLine> = {}): InvoiceLine {
  return {
    id: 'line1',
    source: null,
    shipmentCode: '',
    description: 'Handling',
    productKey: '78141501',
    unitKey: 'E48',
    quantity: 1,
    unitPrice: 1000,
    discount: 0,
    iva: { factor: 'Tasa', rate: 0.16 },
    ivaWithholdingRate: null,
    paidOnBehalf: false,
    ...fields,
  };
}

/** A stored invoice of TEST_COMPANY, a draft unless said otherwise. */
export function storedInvoice(fields: Partial<InvoiceRecord> = {}): InvoiceRecord {
  return {
    id: 'invoice00000001',
    collectionId: 'invoices',
    collectionName: 'invoices',
    created: '2026-12-01 10:00:00.000Z',
    updated: '2026-12-01 10:00:00.000Z',
    company: TEST_COMPANY,
    series: 'F',
    folio: 12,
    code: 'F-12',
    state: 'draft',
    client: CLIENT.id,
    clientName: CLIENT.displayName,
    clientFiscal: null,
    uso: 'G03',
    metodoPago: 'PUE',
    formaPago: '03',
    currency: 'MXN',
    exchangeRate: 0,
    issuedAt: '',
    dueDate: '2026-12-31 12:00:00.000Z',
    lines: [storedLine()],
    shipments: [],
    shipmentIds: '',
    totals: null,
    total: 1160,
    paid: 0,
    balance: 1160,
    uuid: '',
    sealedAt: '',
    stampedAt: '',
    certificateNumber: '',
    stampClaim: '',
    stampClaimUntil: '',
    stampError: '',
    cancelReason: '',
    cancelledAt: '',
    replacedBy: '',
    replaces: '',
    notes: '',
    createdBy: '',
    updatedBy: '',
    ...fields,
  };
}

/** An ocean shipment whose consignee is the client, with income in USD and MXN and a cost. */
export const OCEAN = {
  id: 'ocean0000000001',
  shipmentCode: 'OCN20260007',
  origin: 'Shanghai (CNSHA)',
  destination: 'Manzanillo (MXZLO)',
  parties: [
    { partner: SHIPPER.id, role: 'shipper' },
    { partner: CLIENT.id, role: 'consignee' },
  ],
  costControlRows: [
    { id: 'r1', concept: 'Flete marítimo', currency: 'USD', amount: 2000, flow: 'income' },
    { id: 'r2', concept: 'Handling', currency: 'USD', amount: 300, flow: 'income' },
    { id: 'r3', concept: 'Despacho aduanal', currency: 'MXN', amount: 4000, flow: 'income' },
    { id: 'r4', concept: 'IGI', currency: 'USD', amount: 500, flow: 'income' },
    { id: 'r5', concept: 'Flete marítimo', currency: 'USD', amount: 1500, flow: 'cost' },
  ],
};

/** The partners the editor picks from, already read. */
export const PARTNERS = [CLIENT, SHIPPER];
