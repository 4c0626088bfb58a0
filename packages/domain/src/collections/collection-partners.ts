import { PARTNER_ROLES, PARTNER_TYPES } from './partner-roles.ts';
import { COLLECTION_IDS } from './collection-ids.ts';
import { FIELD_LIMITS } from './field-limits.ts';
import { defineCollection } from './define-collection.ts';
import { companyOwnedRules } from './rules.ts';
import { schemaFields as f } from './schema-fields.ts';
import { missingColumnsIndex, sqlIndex } from './sql-index.ts';

/** The `partners` collection (SPEC §3 Partner): a company's customers, suppliers and carriers. */
export const PARTNERS_COLLECTION = defineCollection({
  id: COLLECTION_IDS.partners,
  name: 'partners',
  fields: [
    // Not cascading: a company with partners cannot be deleted by accident.
    f.relation('company', COLLECTION_IDS.companies, { required: true }),
    f.select('rol', PARTNER_ROLES),
    f.select('tipo', PARTNER_TYPES),
    f.text('displayName', { presentable: true, max: 300 }),
    f.text('razonSocial', { max: 300 }),
    f.text('nombreCompleto', { max: 200 }),
    f.text('rfc', { max: 20 }),
    f.text('direccion', { max: 500 }),
    // The client's fiscal data for its CFDI (issue 39): régimen fiscal, the postal code of its
    // domicilio fiscal and the uso del CFDI it asks for; razonSocial and rfc above, as registered.
    f.text('regimenFiscal', { max: 3 }),
    f.text('codigoPostal', { max: 5 }),
    f.text('usoCfdi', { max: 4 }),
    f.json('contacts', { maxSize: FIELD_LIMITS.smallJson }),
    f.text('legacyId', { max: 100 }),
    // User ids as text, not relations: history survives user deletion and offline replays.
    f.text('createdBy', { max: 100 }),
    f.text('updatedBy', { max: 100 }),
    // Kept by the server from the fields above (decision 045: `partnerSearchText`).
    f.text('searchText', { max: FIELD_LIMITS.longText }),
  ],
  indexes: [
    sqlIndex('partners', ['company']),
    sqlIndex('partners', ['company', 'displayName']),
    missingColumnsIndex('partners', "searchText = ''"),
  ],
  rules: companyOwnedRules(),
});
