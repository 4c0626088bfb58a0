import { describe, expect, it } from 'vitest';
import {
  AUTH_SYSTEM_FIELDS,
  BASE_SYSTEM_FIELDS,
  type CollectionDefinition,
} from './collection-types.ts';
import { parseFilter } from '../filter/filter-parser.ts';
import { PRODUCT_COLLECTIONS } from './product-collections.ts';

const byName = (name: string): CollectionDefinition => {
  const found = PRODUCT_COLLECTIONS.find((it) => it.name === name);
  if (!found) throw new Error(`missing collection ${name}`);
  return found;
};
const RULE_KEYS = ['listRule', 'viewRule', 'createRule', 'updateRule', 'deleteRule'] as const;
const RESERVED_FIELD_NAMES = [
  'id',
  'created',
  'updated',
  'collectionid',
  'collectionname',
  'expand',
  'null',
  'true',
  'false',
  '_rowid_',
];
const AUTH_RESERVED = [...AUTH_SYSTEM_FIELDS, 'password', 'passwordConfirm', 'oldPassword'].map(
  (it) => it.toLowerCase(),
);
/** Collections only the server writes (docs/decisions/047): no write rule, or no rule at all. */
const SERVER_KEPT: Record<string, readonly string[]> = {
  notifications: ['createRule', 'updateRule', 'deleteRule'],
  notification_schedule: RULE_KEYS,
  messages: ['createRule', 'updateRule', 'deleteRule'],
  cfdi_documents: RULE_KEYS,
  company_csd: RULE_KEYS,
};
const TENANT_COLLECTIONS = [
  'partners',
  'shipments_ocean',
  'shipments_air',
  'shipments_land',
  'shipment_locks',
  'notification_states',
  'tariffs',
  'tracking_links',
  'quotes',
  'exchange_rates',
  'invoices',
  'payments',
];

/** Exact option keys per field type, as PocketBase v0.22 serialises them (reference §9). */
const OPTION_KEYS: Record<string, string[]> = {
  text: ['max', 'min', 'pattern'],
  number: ['max', 'min', 'noDecimal'],
  bool: [],
  date: ['max', 'min'],
  select: ['maxSelect', 'values'],
  json: ['maxSize'],
  file: ['maxSelect', 'maxSize', 'mimeTypes', 'protected', 'thumbs'],
  relation: ['cascadeDelete', 'collectionId', 'displayFields', 'maxSelect', 'minSelect'],
};

const fields = PRODUCT_COLLECTIONS.flatMap((collection) =>
  collection.schema.map((field) => ({ collection: collection.name, field })),
);

describe('PRODUCT_COLLECTIONS', () => {
  it('lists the collections of DESIGN §3 in migration order', () => {
    expect(PRODUCT_COLLECTIONS.map((it) => it.name)).toEqual([
      'users',
      'companies',
      'partners',
      'shipments_ocean',
      'shipments_air',
      'shipments_land',
      'shipment_locks',
      'notification_states',
      'tariffs',
      'notifications',
      'notification_schedule',
      'tracking_links',
      'messages',
      'quotes',
      'exchange_rates',
      'invoices',
      'payments',
      'cfdi_documents',
      'company_csd',
    ]);
  });

  it('gives every collection a unique 15-character id and a valid unique name', () => {
    const ids = PRODUCT_COLLECTIONS.map((it) => it.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const collection of PRODUCT_COLLECTIONS) {
      expect(collection.id).toMatch(/^[a-z0-9_]{15}$/);
      expect(collection.name).toMatch(/^[a-zA-Z0-9][a-zA-Z0-9_]*$/);
      expect(collection.name).not.toContain('_via_');
      expect(collection.schema.length).toBeGreaterThan(0);
    }
    expect(byName('users').id).toBe('_pb_users_auth_');
  });

  it.each(PRODUCT_COLLECTIONS.map((it) => [it.name, it] as const))(
    '%s has valid, unique field names and ids',
    (_, collection) => {
      const names = collection.schema.map((it) => it.name.toLowerCase());
      expect(new Set(names).size).toBe(names.length);
      const ids = collection.schema.map((it) => it.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const field of collection.schema) {
        expect(field.name).toMatch(/^\w+$/);
        expect(field.name).not.toContain('_via_');
        expect(RESERVED_FIELD_NAMES).not.toContain(field.name.toLowerCase());
        if (collection.type === 'auth')
          expect(AUTH_RESERVED).not.toContain(field.name.toLowerCase());
        expect(field.id.length).toBeGreaterThanOrEqual(5);
        expect(field.system).toBe(false);
        expect(field.unique).toBe(false);
      }
    },
  );

  it.each(fields.map(({ collection, field }) => [`${collection}.${field.name}`, field] as const))(
    '%s has the option keys of its type',
    (_, field) => {
      expect(Object.keys(field.options).sort()).toEqual(OPTION_KEYS[field.type]);
      if (field.type === 'select')
        expect((field.options.values as string[]).length).toBeGreaterThan(0);
      if (field.type === 'json') expect(field.options.maxSize).toBeGreaterThanOrEqual(1);
      if (field.type === 'file') expect(field.options.maxSize).toBeGreaterThanOrEqual(1);
    },
  );

  it.each(
    fields
      .filter(({ field }) => field.type === 'relation')
      .map(({ collection, field }) => [`${collection}.${field.name}`, field] as const),
  )('relation %s points at a collection in the array', (_, field) => {
    expect(PRODUCT_COLLECTIONS.map((it) => it.id)).toContain(field.options.collectionId);
  });

  it.each(PRODUCT_COLLECTIONS.map((it) => [it.name, it] as const))(
    '%s indexes name existing columns',
    (_, collection) => {
      const columns = [
        ...BASE_SYSTEM_FIELDS,
        ...(collection.type === 'auth' ? AUTH_SYSTEM_FIELDS : []),
        ...collection.schema.map((it) => it.name),
      ];
      for (const statement of collection.indexes) {
        // Partial indexes (`WHERE column != ''`, `= ''`, `IS NULL`) name a column there too.
        const match = statement.match(
          /^CREATE (?:UNIQUE )?INDEX (\w+) ON (\w+) \(([\w, ]+)\)(?: WHERE (\w+) (?:!= ''|= ''|IS NULL))?$/,
        );
        expect(match, statement).not.toBeNull();
        expect(match?.[2]).toBe(collection.name);
        const indexed = [...(match?.[3]?.split(',') ?? []), ...(match?.[4] ? [match[4]] : [])];
        for (const column of indexed) expect(columns).toContain(column.trim());
      }
    },
  );

  it('never reuses an index name across collections', () => {
    const names = PRODUCT_COLLECTIONS.flatMap((it) => it.indexes).map(
      (it) => it.match(/INDEX (\w+) ON/)?.[1],
    );
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps one lock per shipment with a unique index', () => {
    expect(byName('shipment_locks').indexes).toContain(
      'CREATE UNIQUE INDEX idx_shipment_locks_company_collection_shipmentId ON shipment_locks (company, collection, shipmentId)',
    );
  });

  it('configures users as an email/OAuth2 auth collection', () => {
    expect(byName('users')).toMatchObject({
      type: 'auth',
      options: {
        allowEmailAuth: true,
        allowUsernameAuth: false,
        allowOAuth2Auth: true,
        minPasswordLength: 8,
        requireEmail: true,
      },
    });
  });
});

describe('rules', () => {
  const isServerKept = (name: string, key: string) => SERVER_KEPT[name]?.includes(key) === true;
  const allRules = PRODUCT_COLLECTIONS.flatMap((collection) => [
    ...RULE_KEYS.filter((key) => !isServerKept(collection.name, key)).map(
      (key) => [collection.name, key, collection[key]] as const,
    ),
    ...(collection.type === 'auth'
      ? [[collection.name, 'manageRule', collection.options.manageRule as string | null] as const]
      : []),
  ]);

  it.each(allRules)('%s.%s is a non-empty rule (never open to guests)', (_, __, rule) => {
    expect(typeof rule).toBe('string');
    expect(rule?.trim()).not.toBe('');
    expect(rule).toMatch(/^@request\.auth\.id != ""/);
  });

  it.each(allRules)(
    // That every path names an existing field is checked by the server's rule compiler
    // (apps/server/test/product-rules.test.ts).
    '%s.%s parses in the v0.22 grammar',
    (_name, _, rule) => {
      expect(() => parseFilter(rule ?? '')).not.toThrow();
      expect(rule).not.toMatch(/:lower\b/); // v0.23+ only
    },
  );

  it.each(Object.entries(SERVER_KEPT))('%s is written by the server only', (name, keys) => {
    for (const key of keys) expect(byName(name)[key as (typeof RULE_KEYS)[number]]).toBeNull();
  });

  it('lets the company read its notifications', () => {
    for (const key of ['listRule', 'viewRule'] as const)
      expect(byName('notifications')[key]).toContain('company = @request.auth.company');
  });

  it.each(TENANT_COLLECTIONS)('%s scopes every operation to the caller company', (name) => {
    for (const key of RULE_KEYS)
      expect(byName(name)[key]).toContain('company = @request.auth.company');
  });

  it('lets only platform admins create or delete companies', () => {
    const { createRule, deleteRule } = byName('companies');
    expect(createRule).toBe('@request.auth.id != "" && @request.auth.role = "rumbo_admin"');
    expect(deleteRule).toBe(createRule);
  });
});
