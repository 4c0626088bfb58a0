import { COLLECTION_IDS } from './collection-ids.ts';
import { FIELD_LIMITS } from './field-limits.ts';
import { defineCollection } from './define-collection.ts';
import {
  HAS_ACTIVE_MEMBERSHIP,
  IS_COMPANY_SUPERUSER,
  IS_PLATFORM_ADMIN,
  IS_SIGNED_IN,
  allOf,
  anyOf,
  keepsField,
} from './rules.ts';
import { DOCUMENT_MIME_TYPES, IMAGE_MIME_TYPES, schemaFields as f } from './schema-fields.ts';
import { sqlIndex } from './sql-index.ts';

/** Plans a company can hold (SPEC §6 plan badges); membership state derives from plan and dates. */
export const MEMBERSHIP_PLANS = ['gold', 'silver', 'enterprise', 'personal_development'] as const;

export type MembershipPlan = (typeof MEMBERSHIP_PLANS)[number];

/** What a company pays for; only platform admins change these (DESIGN §3). */
const MEMBERSHIP_FIELDS = [
  'membershipPlan',
  'membershipStartAt',
  'membershipEndAt',
  'moduleAccess',
];

/** A company row is the caller's own company (the `id`, not a `company` field, here). */
/**
 * What people see of the company's CSD (issue 39, decision 080), kept by the server when the
 * certificate is uploaded through its route; nobody writes them through the record API.
 */
export const CSD_FIELDS = ['csdNumber', 'csdRfc', 'csdValidFrom', 'csdValidTo'] as const;

const IS_CALLER_COMPANY = 'id = @request.auth.company';

const SEES_COMPANY = allOf(IS_SIGNED_IN, anyOf(IS_PLATFORM_ADMIN, IS_CALLER_COMPANY));
const ONLY_ADMIN = allOf(IS_SIGNED_IN, IS_PLATFORM_ADMIN);

/**
 * Superuser lists may only name the company's own users: naming another tenant's user would let
 * filters on the relation probe that user's record.
 */
const LISTS_OWN_SUPERUSERS = allOf(
  anyOf(
    '@request.data.superusers:isset = false',
    '@request.data.superusers:length = 0',
    '@request.data.superusers.company = id',
  ),
  anyOf(
    '@request.data.superuser:isset = false',
    '@request.data.superuser = ""',
    '@request.data.superuser.company = id',
  ),
);

/** Superusers edit their company's profile, but leave the membership as stored. */
const SUPERUSER_EDITS_PROFILE = allOf(
  IS_COMPANY_SUPERUSER,
  IS_CALLER_COMPANY,
  HAS_ACTIVE_MEMBERSHIP,
  ...MEMBERSHIP_FIELDS.map(keepsField),
  ...CSD_FIELDS.map(keepsField),
  LISTS_OWN_SUPERUSERS,
);

/**
 * Who may replace the company's CSD (issue 39): its superusers while the membership is active,
 * and platform admins; evaluated on the company's row.
 */
export const REPLACES_COMPANY_CSD = allOf(
  IS_SIGNED_IN,
  anyOf(IS_PLATFORM_ADMIN, allOf(IS_COMPANY_SUPERUSER, IS_CALLER_COMPANY, HAS_ACTIVE_MEMBERSHIP)),
);

const MB = 1024 * 1024;

/** The `companies` collection: the tenants (SPEC §3 Company). */
export const COMPANIES_COLLECTION = defineCollection({
  id: COLLECTION_IDS.companies,
  name: 'companies',
  fields: [
    f.text('name', { required: true, presentable: true, max: 200 }),
    f.text('rfc', { max: 20 }),
    f.text('razon_social', { max: 300 }),
    f.text('direccion', { max: 500 }),
    f.json('documents', { maxSize: FIELD_LIMITS.smallJson }),
    // Protected: fiscal paperwork is downloaded with a file token checked against viewRule.
    f.file('documentFiles', {
      mimeTypes: DOCUMENT_MIME_TYPES,
      maxSelect: 20,
      maxSize: 10 * MB,
      isProtected: true,
    }),
    f.json('moduleAccess', { maxSize: FIELD_LIMITS.smallJson }),
    f.relation('superusers', COLLECTION_IDS.users, { maxSelect: null }),
    f.relation('superuser', COLLECTION_IDS.users),
    f.text('brandName', { max: 200 }),
    f.text('brandLogoUrl', { max: 5000 }),
    f.file('brandLogo', {
      mimeTypes: IMAGE_MIME_TYPES,
      maxSelect: 1,
      maxSize: 2 * MB,
      thumbs: ['100x100'],
    }),
    f.select('membershipPlan', MEMBERSHIP_PLANS),
    f.date('membershipStartAt'),
    f.date('membershipEndAt'),
    f.text('legacyId', { max: 100 }),
    // Printed on every document the company's shipments produce (issue 36): a footer line on
    // each page and the terms on the page after a bill of lading or an air waybill.
    f.text('documentFooter', { max: 500 }),
    f.text('documentTerms', { max: FIELD_LIMITS.longText }),
    // Messages to customers (issue 37): where their replies go, and how far an estimate must
    // move before they hear of it (hours; empty: 24).
    f.text('replyTo', { max: FIELD_LIMITS.line }),
    f.number('estimateNoticeHours', { min: 0 }),
    // How quotes turn buy rates into sell rates (issue 38, decision 075): per charge and per
    // quote, percent (a margin on the sell amount) or a fixed amount; checked by the server.
    f.json('marginRules', { maxSize: FIELD_LIMITS.smallJson }),
    // The issuer of its CFDI (issue 39): régimen fiscal and the postal code of issue
    // (LugarExpedicion), the series its invoices and payment complements are numbered in.
    f.text('regimenFiscal', { max: 3 }),
    f.text('codigoPostal', { max: 5 }),
    f.text('invoiceSeries', { max: 25 }),
    f.text('paymentSeries', { max: 25 }),
    f.text('csdNumber', { max: 20 }),
    f.text('csdRfc', { max: 13 }),
    f.date('csdValidFrom'),
    f.date('csdValidTo'),
  ],
  indexes: [sqlIndex('companies', ['name']), sqlIndex('companies', ['legacyId'])],
  rules: {
    listRule: SEES_COMPANY,
    viewRule: SEES_COMPANY,
    createRule: ONLY_ADMIN,
    updateRule: allOf(IS_SIGNED_IN, anyOf(IS_PLATFORM_ADMIN, SUPERUSER_EDITS_PROFILE)),
    deleteRule: ONLY_ADMIN,
  },
});
