import { SHIPMENT_MODES, type ShipmentMode } from '../collections/shipment-mode.ts';
import { DEMO_PASSWORD } from './demo-accounts.ts';
import { recordDate, shiftDate, startOfUtcDay } from './demo-dates.ts';
import type { DemoAuthor, DemoRecord, DemoUser } from './demo-data-types.ts';
import { buildDemoPartners } from './demo-partners.ts';
import { createDemoRandom } from './demo-random.ts';
import { buildDemoShipment } from './demo-shipments.ts';
import { withCheckDigit } from './demo-rfc.ts';

/** The large demo company (`SEED_SHIPMENTS`): years of shipments, to try the product at size. */
export const LARGE_DEMO = {
  companyId: 'rmbcompanynorte',
  companyName: 'Norte Forwarding',
  staffId: 'rmbuserstaffnor',
  staffEmail: 'staff@norte.test',
  staffUsername: 'staff_norte',
  /** The RFC without its check digit. */
  rfcStem: 'NFO100420B8',
} as const;

/**
 * A second company built by the same generator, to compare like with like: the web benchmark's
 * 100-shipment baseline next to Norte's 100,000 (`seedLargeCompany` with this identity).
 */
export const SMALL_DEMO = {
  companyId: 'rmbcompanysur00',
  companyName: 'Sur Cargo',
  staffId: 'rmbuserstaffsur',
  staffEmail: 'staff@sur.test',
  staffUsername: 'staff_sur',
  rfcStem: 'SCA100420B8',
} as const;

/**
 * Who a company built like the large demo one is: the demo's own, or another (the web
 * benchmark seeds a second, small one the same way, to compare like with like).
 */
export type LargeDemoIdentity = {
  [Key in keyof typeof LARGE_DEMO]: string;
};

const PARTNERS = 60;
const MODULES = ['shipments', 'partners', 'notifications', 'reports', 'tariffs'];
/** Shipments are spread over this many days before `now`, oldest first. */
const HISTORY_DAYS = 3 * 365;
/** Shipments booked in the last weeks are still under way, as the small demo's are. */
const UNDER_WAY_DAYS = 45;
/** Of the shipments under way, every LATE_EVERY-th misses an actual date: overdue. */
const LATE_EVERY = 8;
/** Share of past shipments that were cancelled. */
const CANCELLED = 0.03;
/** Past shipments: share of milestones whose actual date was never entered. */
const FORGOTTEN_IN_PAST = 0.002;

export type LargeDemoCompany = {
  company: DemoRecord;
  users: DemoUser[];
  partners: DemoRecord[];
};

/** The company, its staff account (DEMO_PASSWORD) and its partners. */
export function buildLargeDemoCompany(
  now: Date,
  random: () => number,
  identity: LargeDemoIdentity = LARGE_DEMO,
): LargeDemoCompany {
  const today = startOfUtcDay(now);
  const membershipStart = shiftDate(today, { days: -HISTORY_DAYS - 30 });
  const membershipEnd = shiftDate(today, { days: 365 });
  const company: DemoRecord = {
    id: identity.companyId,
    name: identity.companyName,
    rfc: withCheckDigit(identity.rfcStem),
    razon_social: `${identity.companyName}, S.A. de C.V.`,
    direccion: 'Av. Constitución 1200, Col. Centro, 64000 Monterrey, N.L.',
    documents: [],
    moduleAccess: MODULES.map((moduleId) => ({
      moduleId,
      enabled: true,
      startAt: membershipStart.toISOString(),
      endAt: membershipEnd.toISOString(),
    })),
    superusers: [],
    superuser: '',
    brandName: identity.companyName,
    brandLogoUrl: '',
    membershipPlan: 'gold',
    membershipStartAt: recordDate(membershipStart),
    membershipEndAt: recordDate(membershipEnd),
    legacyId: '',
  };
  const staff: DemoUser = {
    id: identity.staffId,
    email: identity.staffEmail,
    username: identity.staffUsername,
    company: identity.companyId,
    role: 'staff',
    nombreCompleto: 'Rodrigo Garza Treviño',
    telefono: '+52 81 8150 2200',
    password: DEMO_PASSWORD,
    passwordConfirm: DEMO_PASSWORD,
    emailVisibility: false,
    verified: true,
    lastLogin: '',
    activeSessionNonce: '',
  };
  const partners = buildDemoPartners({
    company: identity.companyId,
    count: PARTNERS,
    authors: [authorOf(staff)],
    random: createDemoRandom(random),
    nameOffset: 7,
  });
  return { company, users: [staff], partners };
}

export type LargeDemoShipmentsInput = LargeDemoCompany & {
  now: Date;
  random: () => number;
  /** How many shipments in all: a third per mode (ocean takes the remainder). */
  count: number;
};

/**
 * The company's `count` shipments, oldest first, spread evenly over three years: codes run per
 * mode and year (`OCN20250001` …), as they were issued. Past shipments are finished (a few
 * cancelled, a very few with an actual date nobody entered); the last weeks' are under way,
 * some overdue. Yielded one at a time, so 100,000 never sit in memory together.
 */
export function* largeDemoShipments(
  input: LargeDemoShipmentsInput,
): Generator<{ mode: ShipmentMode; record: DemoRecord }> {
  const random = createDemoRandom(input.random);
  const namesOf = (rol: string) =>
    input.partners.filter((it) => it.rol === rol).map((it) => String(it.displayName));
  const base = {
    company: String(input.company.id),
    count: 1,
    random,
    authors: input.users.map(authorOf),
    clients: namesOf('Cliente'),
    truckers: namesOf('Transporte'),
  };
  const sequences = new Map<string, number>();
  const start = shiftDate(input.now, { days: -HISTORY_DAYS });
  for (let index = 0; index < input.count; index++) {
    const mode = SHIPMENT_MODES[index % SHIPMENT_MODES.length]!;
    const booked = shiftDate(start, { days: (HISTORY_DAYS * index) / input.count });
    const isPast = booked < shiftDate(input.now, { days: -UNDER_WAY_DAYS });
    // The code carries the year of the `now` it is built around.
    const key = `${mode}${(isPast ? booked : input.now).getUTCFullYear()}`;
    const sequence = (sequences.get(key) ?? 0) + 1;
    sequences.set(key, sequence);
    const record = buildDemoShipment(
      { ...base, mode, now: isPast ? booked : input.now },
      {
        sequence,
        isLate: !isPast && sequence % LATE_EVERY === 0,
        history: isPast ? { actualsUntil: input.now, forgotten: FORGOTTEN_IN_PAST } : undefined,
      },
    );
    yield { mode, record: isPast && random.chance(CANCELLED) ? cancelled(record, mode) : record };
  }
}

function cancelled(record: DemoRecord, mode: ShipmentMode): DemoRecord {
  const status =
    mode === 'ocean'
      ? { status: 'Cancelled', operationalStatus: 'Cancelled' }
      : { status: 'Cancelled' };
  const payload =
    typeof record.payload === 'object' && record.payload !== null ? record.payload : {};
  return { ...record, ...status, payload: { ...payload, ...status } };
}

function authorOf(user: DemoUser): DemoAuthor {
  return { id: user.id, name: user.nombreCompleto, email: user.email };
}
