import { describe, expect, it } from 'vitest';
import { AUTH_SYSTEM_FIELDS, type FieldType } from './collection-types.ts';
import { PRODUCT_COLLECTIONS } from './product-collections.ts';

const COMMON_SHIPMENT = [
  'company',
  'payload',
  'reference',
  'shipper',
  'consignee',
  'origin',
  'destination',
  'status',
  'shipmentCode',
  'legacyId',
  'createdBy',
  'updatedBy',
];
const estimatedAndActual = (names: string[]) =>
  names.flatMap((it) => [`${it}Estimated`, `${it}Actual`]);

/** SPEC §3, field by field, with the storage type each one must have. */
const SPEC_FIELDS: Record<string, Partial<Record<FieldType, string[]>> & { any?: string[] }> = {
  users: {
    relation: ['company'],
    text: ['telefono', 'nombreCompleto', 'role', 'activeSessionNonce'],
    date: ['lastLogin'],
  },
  companies: {
    text: [
      'name',
      'rfc',
      'razon_social',
      'direccion',
      'brandName',
      'brandLogoUrl',
      'legacyId',
      'documentFooter',
      'documentTerms',
    ],
    json: ['documents', 'moduleAccess'],
    file: ['documentFiles', 'brandLogo'],
    relation: ['superusers', 'superuser'],
    select: ['membershipPlan'],
    date: ['membershipStartAt', 'membershipEndAt'],
  },
  partners: {
    relation: ['company'],
    select: ['rol', 'tipo'],
    text: [
      'displayName',
      'razonSocial',
      'nombreCompleto',
      'rfc',
      'direccion',
      'legacyId',
      'createdBy',
      'updatedBy',
    ],
    json: ['contacts'],
  },
  shipments_air: {
    any: COMMON_SHIPMENT,
    text: [
      'reference',
      'bookingRef',
      'awb',
      'hawb',
      'airline',
      'flight',
      'status',
      'financialStatus',
      'priority',
      'incoterm',
      'freightTerms',
      'direction',
      'shipper',
      'consignee',
      'notify',
      'principal',
      'pickupLocation',
      'airportOfDeparture',
      'airportOfArrival',
      'deliveryLocation',
    ],
    date: [
      ...estimatedAndActual(['pickup', 'airportDeparture', 'airportArrival', 'delivery']),
      'deliveryPickupDate',
    ],
    json: [
      'payload',
      'uldsList',
      'looseItems',
      'costControlRows',
      'documents',
      'comments',
      'activitiesStatus',
    ],
  },
  shipments_land: {
    any: COMMON_SHIPMENT,
    text: [
      'ref',
      'bookingRef',
      'carrier',
      'shipper',
      'consignee',
      'notify',
      'principal',
      'status',
      'financialStatus',
      'priority',
      'incoterm',
      'driverMode',
      'serviceScope',
      'notes',
      'origin',
      'pickupLocation',
      'destination',
      'deliveryLocation',
      'load',
      'vehicle',
    ],
    date: ['pickupEta', 'pickupAt', 'deliveryEta', 'deliveryAt'],
    number: ['weightKg', 'volumeM3'],
    json: ['payload', 'costControlRows', 'documents', 'comments', 'activitiesStatus'],
  },
  shipments_ocean: {
    any: COMMON_SHIPMENT,
    text: [
      'ref',
      'bookingRef',
      'blNumber',
      'hblNumber',
      'shipper',
      'consignee',
      'notify',
      'carrier',
      'principal',
      'vessel',
      'voyage',
      'operationalStatus',
      'financialStatus',
      'priority',
      'incoterm',
      'freightTerms',
      'direction',
      'notes',
      'pickupLocation',
      'portOfLoad',
      'portOfArrival',
      'warehouseLocation',
      'deliveryLocation',
      'cargoType',
      'containerType',
      'hsCode',
    ],
    date: [
      ...estimatedAndActual([
        'pickup',
        'portOfLoadDeparture',
        'portOfLoadArrival',
        'portOfArrivalArrival',
        'warehouseRelease',
        'cutOffDoc',
        'cutOffPhy',
        'delivery',
      ]),
      'deliveryPickupDate',
    ],
    bool: ['dangerousGoods'],
    json: [
      'payload',
      'containersList',
      'lclItems',
      'costControlRows',
      'documents',
      'comments',
      'activitiesStatus',
    ],
  },
  shipment_locks: {
    any: ['company', 'collection', 'shipmentId', 'userId', 'userName'],
    date: ['lockedAt'],
    bool: ['hasPendingChanges'],
  },
  notification_states: { relation: ['company', 'user'], text: ['dedupKey'], select: ['status'] },
  tariffs: {
    relation: ['company'],
    text: ['carrier', 'origin', 'destination', 'currency', 'notes'],
    number: ['amount'],
    date: ['validFrom', 'validTo'],
  },
};

const cases = Object.entries(SPEC_FIELDS).flatMap(([collection, byType]) =>
  Object.entries(byType).flatMap(([type, names]) =>
    names.map((name) => [collection, name, type] as const),
  ),
);

describe('SPEC §3 fields', () => {
  it.each(cases)('%s has %s as %s', (collectionName, fieldName, type) => {
    const collection = PRODUCT_COLLECTIONS.find((it) => it.name === collectionName);
    const field = collection?.schema.find((it) => it.name === fieldName);
    expect(field, `${collectionName}.${fieldName}`).toBeDefined();
    if (type !== 'any') expect(field?.type).toBe(type);
  });

  it('leaves email, password and verified to the auth collection itself', () => {
    const users = PRODUCT_COLLECTIONS.find((it) => it.name === 'users');
    expect(AUTH_SYSTEM_FIELDS).toEqual(
      expect.arrayContaining(['email', 'emailVisibility', 'verified']),
    );
    expect(users?.schema.map((it) => it.name)).not.toContain('email');
  });

  it('caps the brand logo URL at 5000 characters (SPEC §9)', () => {
    const companies = PRODUCT_COLLECTIONS.find((it) => it.name === 'companies');
    expect(companies?.schema.find((it) => it.name === 'brandLogoUrl')?.options.max).toBe(5000);
  });

  it.each([
    ['users', 'company', 1],
    ['companies', 'superusers', null],
    ['companies', 'superuser', 1],
    ['partners', 'company', 1],
    ['shipments_ocean', 'company', 1],
  ])('relation %s.%s has maxSelect %s', (collectionName, fieldName, maxSelect) => {
    const collection = PRODUCT_COLLECTIONS.find((it) => it.name === collectionName);
    expect(collection?.schema.find((it) => it.name === fieldName)?.options.maxSelect).toBe(
      maxSelect,
    );
  });
});
