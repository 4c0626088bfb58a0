import { COLLECTION_IDS } from './collection-ids.ts';
import { defineCollection } from './define-collection.ts';
import { FIELD_LIMITS } from './field-limits.ts';
import { allOf, companyOwnedRules } from './rules.ts';
import { schemaFields as f } from './schema-fields.ts';
import { sqlIndex } from './sql-index.ts';

/**
 * An invoice's life (issue 39): a draft is sealed with the company's CSD, then stamped by the
 * PAC (only then is it a valid CFDI); payments make it partially paid, then paid; a stamped
 * invoice may be cancelled before any payment is applied to it.
 */
export const INVOICE_STATES = [
  'draft',
  'sealed',
  'stamped',
  'partiallyPaid',
  'paid',
  'cancelled',
] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** A payment's life (issue 39): recorded; its complement sealed and stamped when one is due; cancelled. */
export const PAYMENT_STATES = ['recorded', 'sealed', 'stamped', 'cancelled'] as const;
export type PaymentState = (typeof PAYMENT_STATES)[number];

const CANCEL_REASONS = ['01', '02', '03', '04'];
const CURRENCIES = ['MXN', 'USD'];

/** Where a CFDI stands with the PAC while it is being stamped or cancelled (decision 079). */
const STAMPING_FIELDS = [
  f.text('uuid', { max: 36 }),
  f.date('sealedAt'),
  f.date('stampedAt'),
  f.text('certificateNumber', { max: 20 }),
  // A claim on the stamping, so that two instances never send one CFDI at once (decision 079).
  f.text('stampClaim', { max: 40 }),
  f.date('stampClaimUntil'),
  // The PAC's last refusal or silence, in its words, until the next attempt.
  f.text('stampError', { max: 1000 }),
  f.select('cancelReason', CANCEL_REASONS),
  f.date('cancelledAt'),
];

/**
 * The `invoices` collection (issue 39, decisions 077 and 079): a CFDI 4.0 of type I billing a
 * client partner, made from shipments' income rows or typed. People write the draft's content
 * (client, payment terms, lines) through the record API; the server numbers it, keeps the
 * client's fiscal data as sealed, the totals, the rows it bills, and its life: sealed, stamped,
 * paid and cancelled only through the billing routes. Its XML is kept apart (`cfdi_documents`).
 */
export const INVOICES_COLLECTION = defineCollection({
  id: COLLECTION_IDS.invoices,
  name: 'invoices',
  fields: [
    f.relation('company', COLLECTION_IDS.companies, { required: true, cascadeDelete: true }),
    f.text('series', { max: 25 }),
    f.number('folio', { min: 0, noDecimal: true }),
    f.text('code', { presentable: true, max: 40 }),
    f.select('state', INVOICE_STATES),
    // A partner of the company (checked by the server), its name, and its fiscal data as sealed.
    f.text('client', { required: true, max: 15 }),
    f.text('clientName', { max: 300 }),
    f.json('clientFiscal', { maxSize: FIELD_LIMITS.smallJson }),
    f.text('uso', { max: 4 }),
    f.select('metodoPago', ['PUE', 'PPD']),
    f.text('formaPago', { max: 2 }),
    f.select('currency', CURRENCIES, { required: true }),
    f.number('exchangeRate', { min: 0 }),
    f.date('issuedAt'),
    f.date('dueDate'),
    f.json('lines', { maxSize: FIELD_LIMITS.listJson }),
    // The shipments billed, kept from the lines: [{collection, id, code}] and their ids to filter.
    f.json('shipments', { maxSize: FIELD_LIMITS.smallJson }),
    f.text('shipmentIds', { max: FIELD_LIMITS.longText }),
    f.json('totals', { maxSize: FIELD_LIMITS.smallJson }),
    f.number('total', { min: 0 }),
    f.number('paid', { min: 0 }),
    f.number('balance', { min: 0 }),
    ...STAMPING_FIELDS,
    f.text('replacedBy', { max: 15 }),
    f.text('replaces', { max: 15 }),
    f.text('notes', { max: FIELD_LIMITS.longText }),
    f.text('createdBy', { max: 100 }),
    f.text('updatedBy', { max: 100 }),
  ],
  indexes: [
    sqlIndex('invoices', ['company', 'code'], { isUnique: true, where: "code != ''" }),
    sqlIndex('invoices', ['company', 'created']),
    sqlIndex('invoices', ['company', 'state']),
    sqlIndex('invoices', ['company', 'client']),
  ],
  // Only a draft is deleted: a sealed CFDI may have reached the SAT, and is cancelled instead.
  rules: withDeleteOnly(companyOwnedRules(), 'state = "draft"'),
});

/**
 * The `payments` collection (issue 39, decision 079): money received from a client, applied to
 * one or more of its stamped invoices; a payment that pays invoices of method PPD carries a
 * payment complement (CFDI type P, Pagos 2.0), sealed and stamped like an invoice.
 */
export const PAYMENTS_COLLECTION = defineCollection({
  id: COLLECTION_IDS.payments,
  name: 'payments',
  fields: [
    f.relation('company', COLLECTION_IDS.companies, { required: true, cascadeDelete: true }),
    f.text('series', { max: 25 }),
    f.number('folio', { min: 0, noDecimal: true }),
    f.text('code', { presentable: true, max: 40 }),
    f.select('state', PAYMENT_STATES),
    f.text('client', { required: true, max: 15 }),
    f.text('clientName', { max: 300 }),
    f.date('date', { required: true }),
    f.text('formaPago', { required: true, max: 2 }),
    f.select('currency', CURRENCIES, { required: true }),
    f.number('exchangeRate', { min: 0 }),
    f.number('amount', { required: true, min: 0 }),
    // [{invoice, amount}]: what of the amount pays which invoice, in the payment's currency.
    f.json('applications', { maxSize: FIELD_LIMITS.smallJson }),
    f.text('invoiceIds', { max: FIELD_LIMITS.longText }),
    f.bool('needsComplement'),
    ...STAMPING_FIELDS,
    f.text('reference', { max: FIELD_LIMITS.code }),
    f.text('notes', { max: FIELD_LIMITS.longText }),
    f.text('createdBy', { max: 100 }),
    f.text('updatedBy', { max: 100 }),
  ],
  indexes: [
    sqlIndex('payments', ['company', 'code'], { isUnique: true, where: "code != ''" }),
    sqlIndex('payments', ['company', 'date']),
    sqlIndex('payments', ['company', 'client']),
  ],
  // A stamped complement is cancelled, never deleted.
  rules: withDeleteOnly(companyOwnedRules(), 'state = "recorded"'),
});

/** A CFDI of some hundreds of concepts is a few hundred kilobytes; read one at a time, never listed. */
export const CFDI_TEXT_MAX = 4_000_000;

/**
 * `cfdi_documents` (decision 079): the XML of each invoice and payment complement, sealed and then
 * stamped, kept apart so that lists of invoices do not carry it; read through
 * `/api/documents/{collection}/{id}/cfdi.xml` by whoever may view the record. No one reads it
 * through the record API but the platform's operators.
 */
export const CFDI_DOCUMENTS_COLLECTION = defineCollection({
  id: COLLECTION_IDS.cfdi_documents,
  name: 'cfdi_documents',
  fields: [
    f.relation('company', COLLECTION_IDS.companies, { required: true, cascadeDelete: true }),
    f.select('owner', ['invoices', 'payments'], { required: true }),
    f.text('record', { required: true, max: 15 }),
    f.select('stage', ['sealed', 'stamped', 'cancelled']),
    f.text('uuid', { max: 36 }),
    f.text('xml', { max: CFDI_TEXT_MAX }),
    f.text('cadena', { max: CFDI_TEXT_MAX }),
    f.text('acknowledgement', { max: CFDI_TEXT_MAX }),
  ],
  indexes: [sqlIndex('cfdi_documents', ['owner', 'record'], { isUnique: true })],
  rules: { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null },
});

/**
 * `company_csd` (decision 080): a company's certificado de sello digital, its private key
 * encrypted with the server's secret. Written only through the CSD route by the company's
 * superusers, never read back through any API; what people see of it (number, RFC, dates) is
 * kept on the company.
 */
export const COMPANY_CSD_COLLECTION = defineCollection({
  id: COLLECTION_IDS.company_csd,
  name: 'company_csd',
  fields: [
    f.relation('company', COLLECTION_IDS.companies, { required: true, cascadeDelete: true }),
    f.text('certificateNumber', { max: 20 }),
    f.text('rfc', { max: 13 }),
    f.text('certificate', { max: FIELD_LIMITS.longText }),
    f.text('encryptedKey', { max: FIELD_LIMITS.longText }),
    f.date('validFrom'),
    f.date('validTo'),
  ],
  indexes: [sqlIndex('company_csd', ['company'], { isUnique: true })],
  rules: { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null },
});

function withDeleteOnly<T extends { deleteRule: string | null }>(rules: T, condition: string): T {
  return {
    ...rules,
    deleteRule: rules.deleteRule === null ? null : allOf(rules.deleteRule, condition),
  };
}
