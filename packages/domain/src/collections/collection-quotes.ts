import { COLLECTION_IDS, SHIPMENT_COLLECTION_NAMES } from './collection-ids.ts';
import { defineCollection } from './define-collection.ts';
import { FIELD_LIMITS } from './field-limits.ts';
import { allOf, companyOwnedRules, refusingSilverPlan } from './rules.ts';
import { schemaFields as f } from './schema-fields.ts';
import { sqlIndex } from './sql-index.ts';

/** A quote's life (issue 38): drafted, sent to the client, then won, lost or run out. */
export const QUOTE_STATES = ['draft', 'sent', 'accepted', 'rejected', 'expired'] as const;
export type QuoteState = (typeof QUOTE_STATES)[number];

/** The currencies a quote holds (issue 38): its lines and totals are in US dollars or pesos. */
export const QUOTE_CURRENCIES = ['USD', 'MXN'] as const;
export type QuoteCurrency = (typeof QUOTE_CURRENCIES)[number];

/**
 * The `quotes` collection (issue 38, decision 075): a priced offer to a client, with one or more
 * options (carriers) of buy and sell lines. The server numbers it (`QTE{year}{sequence}`), keeps
 * its state, version and earlier versions, the exchange rate it used and its totals, and links
 * the shipment it became; people write the rest through the record API like any business record
 * of their company.
 */
export const QUOTES_COLLECTION = defineCollection({
  id: COLLECTION_IDS.quotes,
  name: 'quotes',
  fields: [
    f.relation('company', COLLECTION_IDS.companies, { required: true, cascadeDelete: true }),
    f.text('code', { presentable: true, max: 20 }),
    f.number('sequence', { min: 0, noDecimal: true }),
    f.number('version', { min: 0, noDecimal: true }),
    f.select('state', QUOTE_STATES),
    // A partner of the company (checked by the server), and its name as the quote was made.
    f.text('client', { required: true, max: 15 }),
    f.text('clientName', { max: 300 }),
    f.select('mode', ['ocean', 'air', 'land'], { required: true }),
    f.select('direction', ['import', 'export', 'domestic']),
    f.text('origin', { required: true, max: 100 }),
    f.text('destination', { required: true, max: 100 }),
    f.text('incoterm', { max: 3 }),
    f.json('cargo', { maxSize: FIELD_LIMITS.smallJson }),
    f.json('options', { maxSize: FIELD_LIMITS.listJson }),
    f.number('chosenOption', { min: 0, noDecimal: true }),
    f.select('currency', QUOTE_CURRENCIES, { required: true }),
    f.date('date', { required: true }),
    f.date('validUntil', { required: true }),
    f.number('exchangeRate', { min: 0 }),
    f.json('totals', { maxSize: FIELD_LIMITS.smallJson }),
    f.json('versions', { maxSize: FIELD_LIMITS.largestJson }),
    f.date('sentAt'),
    f.date('decidedAt'),
    f.text('rejectionReason', { max: 500 }),
    f.select('shipmentCollection', SHIPMENT_COLLECTION_NAMES),
    f.text('shipment', { max: 15 }),
    f.text('notes', { max: FIELD_LIMITS.longText }),
    // The client's contacts (ids of the partner's `contacts`) the quote is e-mailed to when sent.
    f.json('recipients', { maxSize: FIELD_LIMITS.smallJson }),
    f.text('createdBy', { max: 100 }),
    f.text('updatedBy', { max: 100 }),
  ],
  indexes: [
    sqlIndex('quotes', ['company', 'code'], { isUnique: true, where: "code != ''" }),
    sqlIndex('quotes', ['company', 'created']),
    sqlIndex('quotes', ['company', 'state']),
  ],
  rules: quoteRules(),
});

/**
 * A company's quotes are its members' (and platform admins'), as its tariffs are, and not on the
 * silver plan. An accepted quote is not deleted: a shipment was made from it.
 */
function quoteRules() {
  const rules = refusingSilverPlan(companyOwnedRules());
  return { ...rules, deleteRule: allOf(rules.deleteRule!, 'state != "accepted"') };
}

/**
 * The `exchange_rates` collection (issue 38): the company's own table of pesos per US dollar by
 * day, typed by hand or read from the Banco de México FIX file; one rate per company and day.
 */
export const EXCHANGE_RATES_COLLECTION = defineCollection({
  id: COLLECTION_IDS.exchange_rates,
  name: 'exchange_rates',
  fields: [
    f.relation('company', COLLECTION_IDS.companies, { required: true, cascadeDelete: true }),
    f.date('day', { required: true }),
    f.number('mxnPerUsd', { required: true, min: 0 }),
    f.select('source', ['manual', 'banxico']),
  ],
  indexes: [sqlIndex('exchange_rates', ['company', 'day'], { isUnique: true })],
  rules: refusingSilverPlan(companyOwnedRules()),
});
