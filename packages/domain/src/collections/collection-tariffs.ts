import { COLLECTION_IDS } from './collection-ids.ts';
import { FIELD_LIMITS } from './field-limits.ts';
import { defineCollection } from './define-collection.ts';
import { companyOwnedRules, refusingSilverPlan } from './rules.ts';
import { schemaFields as f } from './schema-fields.ts';
import { missingColumnsIndex, sqlIndex } from './sql-index.ts';

export const TARIFF_MODES = ['FCL', 'LCL', 'AIR', 'FTL', 'LTL'] as const;

/** What the rate is for beyond its mode: general cargo, or cargo that costs more to move. */
export const TARIFF_CARGO_TYPES = [
  'general',
  'dangerous',
  'reefer',
  'oversize',
  'perishable',
  'valuable',
] as const;

/** How a tariff line's unit price applies (freight-domain §4.2 measurement basis). */
export const TARIFF_BASES = ['shipment', 'container', 'teu', 'kg', 'cbm', 'wm'] as const;

/**
 * The `tariffs` collection: one rate line per record (freight-domain §4.2 line model), e.g.
 * "sell, FCL 40HC, CNSHA → MXZLO, ocean freight, per container, 2,150 USD, valid in May".
 */
export const TARIFFS_COLLECTION = defineCollection({
  id: COLLECTION_IDS.tariffs,
  name: 'tariffs',
  fields: [
    f.relation('company', COLLECTION_IDS.companies, { required: true }),
    f.select('kind', ['buy', 'sell'], { required: true }),
    f.select('mode', TARIFF_MODES, { required: true }),
    f.select('direction', ['import', 'export', 'domestic']),
    f.select('cargoType', TARIFF_CARGO_TYPES),
    f.text('carrier', { presentable: true, max: 200 }),
    f.text('contractRef', { max: 100 }),
    // A partner's name, not a relation: a relation could point at another company's partner.
    f.text('customer', { max: 300 }),
    // UN/LOCODE or IATA code, or a free place name for door legs.
    f.text('origin', { required: true, max: 100 }),
    f.text('destination', { required: true, max: 100 }),
    f.text('charge', { required: true, max: 100 }),
    f.select('basis', TARIFF_BASES, { required: true }),
    f.text('containerType', { max: 10 }),
    f.text('currency', { required: true, max: 3, pattern: '^[A-Z]{3}$' }),
    f.number('amount', { min: 0 }),
    f.number('minAmount', { min: 0 }),
    // Air weight breaks and quantity breaks: [{ fromKg, amount }].
    f.json('breaks', { maxSize: FIELD_LIMITS.smallJson }),
    f.date('validFrom', { required: true }),
    f.date('validTo'),
    f.number('transitDays', { min: 0, noDecimal: true }),
    f.number('freeDays', { min: 0, noDecimal: true }),
    f.text('notes', { max: FIELD_LIMITS.longText }),
    f.text('legacyId', { max: 100 }),
    f.text('createdBy', { max: 100 }),
    f.text('updatedBy', { max: 100 }),
    // Kept by the server from the fields above (decision 045: `tariffSearchText`).
    f.text('searchText', { max: FIELD_LIMITS.longText }),
  ],
  indexes: [
    sqlIndex('tariffs', ['company']),
    sqlIndex('tariffs', ['company', 'created']),
    // The rate finder looks tariffs up by lane.
    sqlIndex('tariffs', ['company', 'origin', 'destination']),
    missingColumnsIndex('tariffs', "searchText = ''"),
  ],
  rules: refusingSilverPlan(companyOwnedRules()),
});
