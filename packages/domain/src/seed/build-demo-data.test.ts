import { describe, expect, it } from 'vitest';
import {
  AUTH_SYSTEM_FIELDS,
  BASE_SYSTEM_FIELDS,
  type SchemaField,
} from '../collections/collection-types.ts';
import { PRODUCT_COLLECTIONS } from '../collections/product-collections.ts';
import { membershipState } from '../membership/membership-state.ts';
import { MODE_MILESTONES } from '../milestones/mode-milestones.ts';
import { PARTNER_ROLES } from '../collections/partner-roles.ts';
import { DEMO_SHIPMENT_STATUSES } from '../shipments/shipment-defaults.ts';
import { parseShipmentCode } from '../shipments/parse-shipment-code.ts';
import { SHIPMENT_MODES, type ShipmentMode } from '../collections/shipment-mode.ts';
import { validateAirWaybill } from '../validators/validate-air-waybill.ts';
import { validateContainerNumber } from '../validators/validate-container-number.ts';
import { validateRfc } from '../validators/validate-rfc.ts';
import { validateUnLocode } from '../validators/validate-un-locode.ts';
import { buildDemoData } from './build-demo-data.ts';
import { DEMO_EMAILS, DEMO_IDS, DEMO_OPERATOR, DEMO_PASSWORD } from './demo-accounts.ts';
import type { DemoData, DemoRecord } from './demo-data-types.ts';
import { mulberry32 } from '../random/mulberry32.ts';

const DAY_MS = 86_400_000;
const RFC_PATTERN = /^[A-ZÑ&]{3,4}\d{6}[A-Z\d]{2}[A\d]$/;
const RECORD_DATE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const RECORD_ID = /^[a-z0-9]{15}$/;

// A Thursday afternoon, a Saturday and the first days of a year: the invariants must hold for any `now`.
const SCENARIOS = [
  { now: new Date('2026-05-14T21:30:00Z'), seed: 2026 },
  { now: new Date('2026-08-08T03:00:00Z'), seed: 7 },
  { now: new Date('2027-01-02T12:00:00Z'), seed: 123_456 },
];
const build = ({ now, seed }: { now: Date; seed: number }) =>
  buildDemoData({ now, random: mulberry32(seed) });
const [FIRST] = SCENARIOS as [(typeof SCENARIOS)[number]];
const DATA = build(FIRST);
const shipmentsOf = (data: DemoData, mode: ShipmentMode) => data[`shipments_${mode}`];
const allShipments = (data: DemoData) =>
  SHIPMENT_MODES.flatMap((mode) => shipmentsOf(data, mode).map((record) => ({ mode, record })));
const ofCompany = (records: DemoRecord[], company: string) =>
  records.filter((it) => it.company === company);

describe('buildDemoData', () => {
  it('is deterministic for the same seed and `now`', () => {
    expect(build(FIRST)).toEqual(DATA);
  });

  it('varies with the seed', () => {
    const other = build({ ...FIRST, seed: FIRST.seed + 1 });
    expect(other.partners.map((it) => it.id)).not.toEqual(DATA.partners.map((it) => it.id));
  });

  it('gives Golfo 50 partners and 200 shipments split by thirds', () => {
    expect(ofCompany(DATA.partners, DEMO_IDS.golfo)).toHaveLength(50);
    const counts = SHIPMENT_MODES.map(
      (mode) => ofCompany(shipmentsOf(DATA, mode), DEMO_IDS.golfo).length,
    );
    expect(counts).toEqual([67, 67, 66]);
  });

  it('gives Plata a little data of its own and Vencida none', () => {
    expect(ofCompany(DATA.partners, DEMO_IDS.plata)).toHaveLength(5);
    expect(
      SHIPMENT_MODES.map((mode) => ofCompany(shipmentsOf(DATA, mode), DEMO_IDS.plata).length),
    ).toEqual([3, 3, 3]);
    expect(ofCompany(DATA.partners, DEMO_IDS.vencida)).toHaveLength(0);
  });

  it('uses unique 15-character ids everywhere', () => {
    const records = [
      ...DATA.companies,
      ...DATA.users,
      ...DATA.partners,
      ...allShipments(DATA).map((it) => it.record),
    ];
    const ids = records.map((it) => it.id);
    for (const id of ids) expect(id).toMatch(RECORD_ID);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('points every company, author and superuser reference at an existing record of the right tenant', () => {
    const companyIds = DATA.companies.map((it) => it.id);
    const companyOfUser = new Map(DATA.users.map((it) => [it.id, it.company]));
    for (const record of [...DATA.partners, ...allShipments(DATA).map((it) => it.record)]) {
      expect(companyIds).toContain(record.company);
      expect(companyOfUser.get(String(record.createdBy))).toBe(record.company);
      expect(companyOfUser.get(String(record.updatedBy))).toBe(record.company);
    }
    for (const user of DATA.users) if (user.company) expect(companyIds).toContain(user.company);
    for (const company of DATA.companies)
      for (const id of company.superusers as string[])
        expect(companyOfUser.get(id)).toBe(company.id);
  });
});

describe('demo accounts and companies', () => {
  it('creates the DESIGN §3 accounts with the demo password', () => {
    expect(DATA.users.map((it) => it.email).sort()).toEqual(Object.values(DEMO_EMAILS).sort());
    for (const user of DATA.users)
      expect(user).toMatchObject({
        password: DEMO_PASSWORD,
        passwordConfirm: DEMO_PASSWORD,
        verified: true,
      });
    expect(DEMO_PASSWORD).toBe('RumboDemo2026');
    expect(DEMO_OPERATOR).toEqual({ email: 'ops@rumbo.test', password: 'RumboDemo2026' });
  });

  it.each([
    [DEMO_EMAILS.admin, '', 'rumbo_admin'],
    [DEMO_EMAILS.superGolfo, DEMO_IDS.golfo, 'rumbo_superuser'],
    [DEMO_EMAILS.staffGolfo, DEMO_IDS.golfo, 'staff'],
    [DEMO_EMAILS.staffPlata, DEMO_IDS.plata, 'staff'],
    [DEMO_EMAILS.staffVencida, DEMO_IDS.vencida, 'staff'],
  ])('%s belongs to company "%s" with role %s', (email, company, role) => {
    const user = DATA.users.find((it) => it.email === email);
    expect(user).toMatchObject({ company, role });
    expect(user?.nombreCompleto).not.toBe('');
  });

  it('lists the Golfo superuser in Golfo superusers', () => {
    const golfo = DATA.companies.find((it) => it.id === DEMO_IDS.golfo);
    expect(golfo?.superusers).toEqual([DEMO_IDS.superGolfo]);
  });

  it.each([
    ['Golfo Logistics', 'gold', 'active'],
    ['Plata Cargo', 'silver', 'active'],
    ['Vencida Freight', 'gold', 'expired'],
  ])('%s holds a %s plan that is %s', (name, plan, state) => {
    for (const scenario of SCENARIOS) {
      const company = build(scenario).companies.find((it) => it.name === name);
      expect(company?.membershipPlan).toBe(plan);
      const startAt = String(company?.membershipStartAt);
      const endAt = String(company?.membershipEndAt);
      expect(membershipState({ plan, startAt, endAt, now: scenario.now })).toBe(state);
    }
  });

  it('gives every company an RFC in the SAT format with a valid check digit', () => {
    for (const company of DATA.companies) expectValidRfc(String(company.rfc));
  });
});

describe('demo partners', () => {
  const golfo = ofCompany(DATA.partners, DEMO_IDS.golfo);

  it('spreads roles over the six SPEC roles', () => {
    for (const rol of PARTNER_ROLES)
      expect(golfo.filter((it) => it.rol === rol).length).toBeGreaterThanOrEqual(8);
  });

  it('mixes companies and people, each with an RFC of the matching length', () => {
    expect(new Set(golfo.map((it) => it.tipo))).toEqual(new Set(['persona', 'empresa']));
    for (const partner of golfo) {
      expectValidRfc(String(partner.rfc));
      expect(String(partner.rfc)).toHaveLength(partner.tipo === 'persona' ? 13 : 12);
    }
  });

  it('gives every partner a unique display name and 1–3 named contacts', () => {
    expect(new Set(golfo.map((it) => it.displayName)).size).toBe(golfo.length);
    for (const partner of DATA.partners) {
      const contacts = partner.contacts as { nombre: string; email: string }[];
      expect(contacts.length).toBeGreaterThanOrEqual(1);
      expect(contacts.length).toBeLessThanOrEqual(3);
      for (const contact of contacts) expect(contact.email).toMatch(/^[a-z.]+@[a-z-]+\.test$/);
    }
  });
});

describe.each(SCENARIOS)('demo shipments at $now', (scenario) => {
  const data = build(scenario);
  const shipments = allShipments(data);
  const golfo = shipments.filter((it) => it.record.company === DEMO_IDS.golfo);

  it('numbers shipments PREFIX + year of `now` + 4-digit sequence, unique per company and mode', () => {
    for (const { mode, record } of shipments) {
      expect(String(record.shipmentCode)).toMatch(/^(OCN|AIR|LND)\d{4}\d{4}$/);
      expect(parseShipmentCode(record.shipmentCode)).toMatchObject({
        mode,
        year: scenario.now.getUTCFullYear(),
      });
    }
    const keys = shipments.map(
      (it) => `${String(it.record.company)}/${String(it.record.shipmentCode)}`,
    );
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('uses the three demo statuses, each of them', () => {
    const statuses = new Set(golfo.map((it) => it.record.status));
    expect(statuses).toEqual(new Set(DEMO_SHIPMENT_STATUSES));
  });

  it('estimates milestones from about 20 days before to about 30 days after now', () => {
    for (const { mode, record } of shipments) {
      for (const { estimated } of MODE_MILESTONES[mode]) {
        const days =
          (Date.parse(String(record[estimated]).replace(' ', 'T')) - scenario.now.getTime()) /
          DAY_MS;
        expect(days).toBeGreaterThanOrEqual(-21);
        expect(days).toBeLessThanOrEqual(33);
      }
    }
  });

  it('fills most past actual dates, never a future one', () => {
    let past = 0;
    let filled = 0;
    for (const { mode, record } of golfo) {
      for (const { estimated, actual } of MODE_MILESTONES[mode]) {
        if (record[actual])
          expect(Date.parse(String(record[actual]).replace(' ', 'T'))).toBeLessThanOrEqual(
            scenario.now.getTime(),
          );
        if (Date.parse(String(record[estimated]).replace(' ', 'T')) > scenario.now.getTime())
          continue;
        past++;
        if (record[actual]) filled++;
      }
    }
    expect(filled / past).toBeGreaterThan(0.75);
    expect(filled).toBeLessThan(past);
  });

  it('stores each shipment with only its collection columns, typed as the schema says', () => {
    for (const { mode, record } of shipments) expectFitsSchema(`shipments_${mode}`, record);
  });

  it('repeats the record in payload with the web app extras', () => {
    for (const { mode, record } of shipments) {
      expect(record.payload).toMatchObject({
        id: record.id,
        shipmentId: record.id,
        shipmentCode: record.shipmentCode,
        companyId: record.company,
        mode,
      });
    }
  });

  it('uses valid ISO 6346 containers, IATA air waybills and UN/LOCODE ports', () => {
    for (const { mode, record } of shipments) {
      if (mode === 'ocean') {
        for (const container of record.containersList as { number: string }[])
          expect(validateContainerNumber(container.number).ok).toBe(true);
        for (const leg of record.itinerary as { departPort: string; arrivePort: string }[])
          for (const port of [leg.departPort, leg.arrivePort])
            expect(validateUnLocode(port).ok).toBe(true);
      }
      if (mode === 'air') expect(validateAirWaybill(record.awb)).toMatchObject({ ok: true });
    }
  });
});

describe('demo records fit their collections', () => {
  it.each([
    ['companies', DATA.companies],
    ['partners', DATA.partners],
  ] as const)('%s', (collection, records) => {
    for (const record of records) expectFitsSchema(collection, record);
  });

  it('users', () => {
    for (const { password: _p, passwordConfirm: _c, ...user } of DATA.users)
      expectFitsSchema('users', user);
  });
});

describe('mulberry32', () => {
  it('repeats its sequence for a seed and stays in [0, 1)', () => {
    const [a, b] = [mulberry32(99), mulberry32(99)];
    const draws = Array.from({ length: 1000 }, () => a());
    expect(Array.from({ length: 1000 }, () => b())).toEqual(draws);
    for (const draw of draws) expect(draw >= 0 && draw < 1).toBe(true);
    expect(new Set(draws).size).toBeGreaterThan(990);
  });
});

/** Format, real date and homoclave, and no check-digit warning either. */
function expectValidRfc(rfc: string): void {
  expect(rfc).toMatch(RFC_PATTERN);
  expect(validateRfc(rfc)).toMatchObject({ ok: true, warnings: [] });
}

function expectFitsSchema(collectionName: string, record: Record<string, unknown>): void {
  const collection = PRODUCT_COLLECTIONS.find((it) => it.name === collectionName);
  const system: readonly string[] =
    collection?.type === 'auth'
      ? [...BASE_SYSTEM_FIELDS, ...AUTH_SYSTEM_FIELDS]
      : BASE_SYSTEM_FIELDS;
  for (const [key, value] of Object.entries(record)) {
    const field = collection?.schema.find((it) => it.name === key);
    if (!field) {
      expect(system, `${collectionName}.${key}`).toContain(key);
      continue;
    }
    expect(fitsField(field, value), `${collectionName}.${key} = ${JSON.stringify(value)}`).toBe(
      true,
    );
  }
  for (const field of collection?.schema ?? [])
    if (field.required) expect(record[field.name], field.name).toBeTruthy();
}

function fitsField(field: SchemaField, value: unknown): boolean {
  switch (field.type) {
    case 'text':
      return (
        typeof value === 'string' &&
        (field.options.max === null || value.length <= Number(field.options.max))
      );
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'bool':
      return typeof value === 'boolean';
    case 'date':
      return value === '' || (typeof value === 'string' && RECORD_DATE.test(value));
    case 'select':
      return value === '' || (field.options.values as string[]).includes(String(value));
    case 'relation':
      return Array.isArray(value)
        ? value.every((it) => RECORD_ID.test(String(it)))
        : value === '' || RECORD_ID.test(String(value));
    case 'json':
      return value !== undefined && JSON.stringify(value).length <= Number(field.options.maxSize);
    default:
      return false;
  }
}
