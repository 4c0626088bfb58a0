/**
 * Believable `_history` rows for the history benchmark, made up without the server: every
 * shipment has its create entry and, on average, about nine updates of 1–3 fields each, made by
 * its company's people from the web app (mostly), an import or offline. One shipment (the
 * measured one) gets a fixed number of entries of its own. Rows come out in the order of their
 * `created`, as a running server writes them, so a record's entries lie scattered through the
 * table among everyone else's. Deterministic: the same rows on both engines.
 */
import { formatDateTime } from '../apps/server/src/tools/dates.ts';

export type HistoryShipment = {
  id: string;
  company: string;
  createdMs: number;
  /** Fields its create entry lists (the real one lists every field set; these are the main). */
  fields: Record<string, string>;
};

export type HistoryActorRow = { id: string; collection: string; name: string };

/** The `_history` columns, in the order `entryRow` gives their values. */
export const HISTORY_COLUMNS = [
  'id',
  'collectionId',
  'recordId',
  'created',
  'action',
  'actorId',
  'actorCollection',
  'actorName',
  'source',
  'madeAt',
  'undoOf',
  'changes',
] as const;

export type EntryPlan = {
  /** Entries in all. */
  count: number;
  /** Per entry, in `created` order: the shipment's index and the moment (ms). */
  shipment: Uint32Array;
  at: Float64Array;
};

/** A small fast seeded generator (mulberry32): the same sequence on every run. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * `total` entries over `shipments`: one create each, `measuredEntries` in all for the shipment
 * at `measured`, the remaining updates spread at random over the others, each at a moment
 * between its shipment's creation and `nowMs`; sorted by moment.
 */
export function planEntries(
  shipments: readonly HistoryShipment[],
  options: { total: number; measured: number; measuredEntries: number; nowMs: number },
  random: () => number,
): EntryPlan {
  const counts = new Uint32Array(shipments.length).fill(1);
  counts[options.measured] = options.measuredEntries;
  let updates = options.total - shipments.length - options.measuredEntries + 1;
  if (updates < 0) throw new Error(`${options.total} entries cannot cover every shipment`);
  while (updates > 0) {
    const index = Math.floor(random() * shipments.length);
    if (index === options.measured) continue;
    counts[index]!++;
    updates--;
  }
  const shipment = new Uint32Array(options.total);
  const at = new Float64Array(options.total);
  let next = 0;
  shipments.forEach((item, index) => {
    const span = Math.max(1, options.nowMs - item.createdMs);
    for (let k = 0; k < counts[index]!; k++) {
      shipment[next] = index;
      // The create at the shipment's creation, its updates after it (never at the same ms).
      at[next++] = k === 0 ? item.createdMs : item.createdMs + 1 + Math.floor(random() * span);
    }
  });
  const order = new Uint32Array(options.total).map((_, i) => i);
  order.sort((a, b) => at[a]! - at[b]! || a - b);
  return {
    count: options.total,
    shipment: order.map((i) => shipment[i]!),
    at: Float64Array.from(order, (i) => at[i]!),
  };
}

export type EntryContext = {
  collectionId: string;
  shipments: readonly HistoryShipment[];
  actorsOf: (company: string) => readonly HistoryActorRow[];
  random: () => number;
};

/** The values of the plan's `index`th entry, in the order of HISTORY_COLUMNS. */
export function entryRow(plan: EntryPlan, index: number, context: EntryContext): unknown[] {
  const { random } = context;
  const shipment = context.shipments[plan.shipment[index]!]!;
  const at = plan.at[index]!;
  const isCreate = at === shipment.createdMs;
  const actors = context.actorsOf(shipment.company);
  const actor = actors[Math.floor(random() * actors.length)]!;
  const source = isCreate ? pick(CREATE_SOURCES, random) : pick(UPDATE_SOURCES, random);
  const changes = isCreate ? createChanges(shipment) : updateChanges(random);
  return [
    randomId(random),
    context.collectionId,
    shipment.id,
    formatDateTime(new Date(at)),
    isCreate ? 'create' : 'update',
    actor.id,
    actor.collection,
    actor.name,
    source,
    source === 'offline' ? formatDateTime(new Date(at - 60_000 - random() * 3_600_000)) : '',
    '',
    JSON.stringify(changes),
  ];
}

/** How often each source comes up (out of 100). */
const UPDATE_SOURCES = weighted({ web: 85, import: 7, offline: 5, api: 3 });
const CREATE_SOURCES = weighted({ web: 80, import: 18, api: 2 });

function createChanges(shipment: HistoryShipment) {
  return Object.entries(shipment.fields)
    .filter(([, value]) => value !== '')
    .map(([field, value]) => ({ field, before: null, after: value }));
}

const STATUSES = ['booked', 'in_transit', 'at_port', 'customs', 'delivered'];
const VESSELS = ['MSC Aurora', 'Maersk Kowloon', 'CMA CGM Tage', 'ONE Harmony', 'Hapag Bremen'];
const DATE_FIELDS = [
  'portOfLoadDepartureEstimated',
  'portOfLoadDepartureActual',
  'portOfArrivalArrivalEstimated',
  'portOfArrivalArrivalActual',
  'deliveryEstimated',
  'cutOffDocEstimated',
];

/** One changed field as a person changes it in the shipment form. */
const UPDATE_KINDS: ((random: () => number) => Record<string, unknown>)[] = [
  (random) => ({ field: 'status', before: pick(STATUSES, random), after: pick(STATUSES, random) }),
  (random) => ({ field: 'vessel', before: pick(VESSELS, random), after: pick(VESSELS, random) }),
  (random) => ({ field: 'voyage', before: code(random, 4), after: code(random, 4) }),
  (random) => ({
    field: pick(DATE_FIELDS, random),
    before: day(random),
    after: day(random),
  }),
  (random) => ({
    field: 'notes',
    before: 'Cliente confirma booking.',
    after: `Cliente confirma booking. Revisar BL ${code(random, 6)} con naviera.`,
  }),
  (random) => {
    const before = `MSCU${code(random, 7)}`;
    return {
      field: 'containersList',
      path: [randomId(random), 'number'],
      item: before,
      before,
      after: `MSCU${code(random, 7)}`,
    };
  },
  (random) => ({ field: 'blNumber', before: '', after: `MEDU${code(random, 8)}` }),
];

function updateChanges(random: () => number) {
  const count = 1 + Math.floor(random() * random() * 3);
  return Array.from({ length: count }, () => pick(UPDATE_KINDS, random)(random));
}

function weighted(shares: Record<string, number>): string[] {
  return Object.entries(shares).flatMap(([name, share]) => Array<string>(share).fill(name));
}

function pick<T>(items: readonly T[], random: () => number): T {
  return items[Math.floor(random() * items.length)]!;
}

const ALNUM = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** 15 characters of [a-z0-9], like PocketBase ids. */
function randomId(random: () => number): string {
  let id = '';
  for (let i = 0; i < 15; i++) id += ALNUM[Math.floor(random() * 36)];
  return id;
}

function code(random: () => number, length: number): string {
  let text = '';
  for (let i = 0; i < length; i++) text += Math.floor(random() * 10);
  return text;
}

function day(random: () => number): string {
  return formatDateTime(new Date(Date.UTC(2026, 0, 1) + Math.floor(random() * 365) * 86_400_000));
}
