import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS, DEMO_PASSWORD } from '@rumbo/domain';
import { client, signedIn } from './test-server.ts';

/**
 * Who calls, which collections they call, and the records they aim at, shared by the
 * tenant-isolation suites (DESIGN §3). Fixtures are made by the operator, who bypasses rules,
 * and every refusal is checked by reading back as the operator.
 */
export type CompanyKey = 'golfo' | 'plata' | 'vencida';
export type CallerName =
  'guest' | 'admin' | 'superGolfo' | 'staffGolfo' | 'staffPlata' | 'staffVencida';

export type Caller = {
  name: CallerName;
  label: string;
  /** The caller's users id ('' for a guest). */
  id: string;
  /** The caller's company, or null (guest, platform admin). */
  company: CompanyKey | null;
  /** The company whose records the caller aims at in cross-company checks. */
  other: CompanyKey;
};

export const COMPANY_IDS: Record<CompanyKey, string> = {
  golfo: DEMO_IDS.golfo,
  plata: DEMO_IDS.plata,
  vencida: DEMO_IDS.vencida,
};

/** The staff member of each company: the owner of per-user fixtures and the users target. */
export const STAFF_OF: Record<CompanyKey, string> = {
  golfo: DEMO_IDS.staffGolfo,
  plata: DEMO_IDS.staffPlata,
  vencida: DEMO_IDS.staffVencida,
};

export const CALLERS: Caller[] = [
  { name: 'guest', label: 'a guest', id: '', company: null, other: 'golfo' },
  { name: 'admin', label: 'admin@rumbo.test', id: DEMO_IDS.admin, company: null, other: 'plata' },
  {
    name: 'superGolfo',
    label: 'super@golfo.test',
    id: DEMO_IDS.superGolfo,
    company: 'golfo',
    other: 'plata',
  },
  {
    name: 'staffGolfo',
    label: 'staff@golfo.test',
    id: DEMO_IDS.staffGolfo,
    company: 'golfo',
    other: 'plata',
  },
  {
    name: 'staffPlata',
    label: 'staff@plata.test',
    id: DEMO_IDS.staffPlata,
    company: 'plata',
    other: 'golfo',
  },
  {
    name: 'staffVencida',
    label: 'staff@vencida.test (expired membership)',
    id: DEMO_IDS.staffVencida,
    company: 'vencida',
    other: 'golfo',
  },
];

export const MEMBERS = CALLERS.filter((c) => c.company !== null);

/**
 * Whether the company's membership is active in the demo data (SPEC §4): Vencida's has ended, so
 * its users read only their own user record and their company (docs/decisions/029).
 */
export const HAS_ACTIVE_MEMBERSHIP: Record<CompanyKey, boolean> = {
  golfo: true,
  plata: true,
  vencida: false,
};

const EMAILS: Record<CallerName, string | null> = {
  guest: null,
  admin: DEMO_EMAILS.admin,
  superGolfo: DEMO_EMAILS.superGolfo,
  staffGolfo: DEMO_EMAILS.staffGolfo,
  staffPlata: DEMO_EMAILS.staffPlata,
  staffVencida: DEMO_EMAILS.staffVencida,
};

/** One signed-in SDK client per caller (sign-ins run in parallel: bcrypt is slow on purpose). */
export async function signInCallers(url: string): Promise<Record<CallerName, PocketBase>> {
  const entries = await Promise.all(
    CALLERS.map(async ({ name }) => {
      const email = EMAILS[name];
      return [name, email ? await signedIn(url, email) : client(url)] as const;
    }),
  );
  return Object.fromEntries(entries) as Record<CallerName, PocketBase>;
}

type BodyInput = { company?: string; user: string; marker: string };

export type CollectionSpec = {
  name: string;
  /** A plain text field: changed by update attempts, and used to find created records. */
  textField: string;
  /** The company a record belongs to (a company is its own). */
  companyOf: (record: RecordModel) => string;
  /** A valid new record; `company` left out lets the server stamp the caller's own. */
  body: (input: BodyInput) => Record<string, unknown>;
};

let counter = 0;
/** A value no other test uses, safe in text fields, emails and 15-character ids. */
export function uniqueMarker(): string {
  counter += 1;
  return `m${counter.toString(36)}${Math.random().toString(36).slice(2, 10)}`
    .padEnd(15, '0')
    .slice(0, 15);
}

const withCompany = (company: string | undefined) => (company ? { company } : {});
const ownedBy = (record: RecordModel) => String(record.company);

export const COLLECTIONS: CollectionSpec[] = [
  {
    name: 'users',
    textField: 'nombreCompleto',
    companyOf: ownedBy,
    body: ({ company, marker }) => ({
      ...withCompany(company),
      email: `${marker}@iso.test`,
      password: DEMO_PASSWORD,
      passwordConfirm: DEMO_PASSWORD,
      role: 'staff',
      nombreCompleto: marker,
    }),
  },
  {
    name: 'companies',
    textField: 'brandName',
    companyOf: (record) => record.id,
    body: ({ marker }) => ({ name: marker, brandName: marker, membershipPlan: 'gold' }),
  },
  ...['partners', 'shipments_ocean', 'shipments_air', 'shipments_land'].map((name) => ({
    name,
    textField: name === 'partners' ? 'displayName' : 'reference',
    companyOf: ownedBy,
    body: ({ company, marker }: BodyInput) => ({
      ...withCompany(company),
      [name === 'partners' ? 'displayName' : 'reference']: marker,
    }),
  })),
  {
    name: 'shipment_locks',
    textField: 'userName',
    companyOf: ownedBy,
    body: ({ company, user, marker }) => ({
      ...withCompany(company),
      collection: 'shipments_ocean',
      shipmentId: marker,
      userId: user,
      userName: marker,
      lockedAt: new Date().toISOString(),
    }),
  },
  {
    name: 'notification_states',
    textField: 'milestone',
    companyOf: ownedBy,
    body: ({ company, user, marker }) => ({
      ...withCompany(company),
      user,
      dedupKey: marker,
      status: 'open',
      milestone: marker,
    }),
  },
];

/**
 * Tariffs are company-owned like the rest, and on top refused to every user of a silver-plan
 * company (SPEC §6), its own records included. So they are not in COLLECTIONS, whose suites
 * expect members to reach their own company's records: tariffs-access.test.ts checks them
 * caller by caller instead.
 */
export const TARIFFS_SPEC: CollectionSpec = {
  name: 'tariffs',
  textField: 'notes',
  companyOf: ownedBy,
  body: ({ company, marker }) => ({
    ...withCompany(company),
    kind: 'sell',
    mode: 'FCL',
    origin: 'CNSHA',
    destination: 'MXZLO',
    charge: 'Ocean freight',
    basis: 'container',
    containerType: '45G1',
    currency: 'USD',
    amount: 2150,
    validFrom: '2026-05-01 00:00:00.000Z',
    notes: marker,
  }),
};

export const specOf = (name: string) =>
  [...COLLECTIONS, TARIFFS_SPEC].find((c) => c.name === name)!;

/** Per collection and company, the id of a record of that company that the suites aim at. */
export type Targets = Record<string, Record<CompanyKey, string>>;

/** Creates, as the operator, a record of `company` in `spec`'s collection; returns its id. */
export async function createAsOperator(
  ops: PocketBase,
  spec: CollectionSpec,
  company: CompanyKey,
): Promise<string> {
  const body = spec.body({
    company: COMPANY_IDS[company],
    user: STAFF_OF[company],
    marker: uniqueMarker(),
  });
  return (await ops.collection(spec.name).create(body)).id;
}

/**
 * A target in every collection for every company: the demo users and companies themselves,
 * seeded partners and shipments where they exist, operator-made records everywhere else.
 */
export async function createTargets(ops: PocketBase): Promise<Targets> {
  const targets: Targets = {};
  const keys: CompanyKey[] = ['golfo', 'plata', 'vencida'];
  for (const spec of COLLECTIONS) {
    const byCompany = {} as Record<CompanyKey, string>;
    for (const key of keys) {
      if (spec.name === 'users') byCompany[key] = STAFF_OF[key];
      else if (spec.name === 'companies') byCompany[key] = COMPANY_IDS[key];
      else byCompany[key] = await seededOrNew(ops, spec, key);
    }
    targets[spec.name] = byCompany;
  }
  return targets;
}

async function seededOrNew(ops: PocketBase, spec: CollectionSpec, key: CompanyKey) {
  const seeded = await ops
    .collection(spec.name)
    .getList(1, 1, { filter: `company = "${COMPANY_IDS[key]}"`, sort: 'created' });
  return seeded.items[0]?.id ?? createAsOperator(ops, spec, key);
}

/** How many records of `spec`'s collection carry `marker` in the text field (operator view). */
export async function countMarked(ops: PocketBase, spec: CollectionSpec, marker: string) {
  const list = await ops
    .collection(spec.name)
    .getList(1, 1, { filter: `${spec.textField} = "${marker}"` });
  return list.totalItems;
}
