import { DEMO_IDS } from './demo-accounts.ts';
import { recordDate, shiftDate } from './demo-dates.ts';
import type { DemoData, DemoRecord } from './demo-data-types.ts';

type Fields = Record<string, unknown>;

/** Who makes a demo change: Golfo's two people, and Rumbo's support (a platform admin). */
export type DemoHistoryActor = 'staffGolfo' | 'superGolfo' | 'admin';

/** One change of the demo history, made through the record engine like any client's. */
export type DemoHistoryStep = {
  collection: string;
  recordId: string;
  action: 'create' | 'update' | 'delete';
  actor: DemoHistoryActor;
  source: 'web' | 'offline' | 'undo';
  /** When the server took the change (the entry's time). */
  at: Date;
  /** When an offline change was made in the browser, before it was replayed at `at`. */
  madeAt?: Date;
  /** The step whose change this one undoes (its index in `steps`). */
  undoes?: number;
  /** The fields written (the whole record for a create, nothing for a delete). */
  body: Fields;
};

/**
 * The demo history (issue 35): some of Golfo's shipments start from an earlier state and reach
 * the demo's own values through changes by several people (an ETA moved twice, one of those
 * replayed from offline, a wrong HS code undone, freight terms corrected by support), and a
 * partner created and later deleted lies in the recycle bin. Every record ends exactly as the
 * demo data has it, so everything else in the demo stays as it was.
 */
export type DemoHistory = {
  /** Records created as they were before their story, in place of the demo's, by id. */
  initial: Record<string, DemoRecord>;
  /** The changes, in the order they are made. */
  steps: DemoHistoryStep[];
};

const DAY_MS = 86_400_000;
const WRONG_HS_CODES = ['940360', '847130'];
export const DEMO_BINNED_PARTNER_ID = 'golfobinpartner';

export function buildDemoHistory(data: DemoData, now: Date): DemoHistory {
  const history: DemoHistory = { initial: {}, steps: [] };
  const ocean = { milestone: 'portOfArrivalArrival', daysOut: 3, daysOld: 4, count: 2 };
  for (const shipment of storyShipments(data.shipments_ocean, ocean, now))
    oceanStory(history, shipment, now);
  const air = { milestone: 'airportArrival', daysOut: 1, daysOld: 2, count: 1 };
  for (const shipment of storyShipments(data.shipments_air, air, now))
    airStory(history, shipment, now);
  binnedPartner(history, data, now);
  return history;
}

type StoryChoice = { milestone: string; daysOut: number; daysOld: number; count: number };

/**
 * Golfo's shipments of one mode that are still on their way (arrival estimated `daysOut` days
 * out or more, not yet arrived) and at least `daysOld` days old, newest first: the first a
 * person opens.
 */
function storyShipments(records: DemoRecord[], choice: StoryChoice, now: Date) {
  const { milestone, daysOut, daysOld, count } = choice;
  const at = (value: unknown) => Date.parse(String(value).replace(' ', 'T'));
  return records
    .filter((record) => record.company === DEMO_IDS.golfo)
    .filter((record) => at(record[`${milestone}Estimated`]) > now.getTime() + daysOut * DAY_MS)
    .filter((record) => !record[`${milestone}Actual`])
    .filter((record) => at(record.created) < now.getTime() - daysOld * DAY_MS)
    .sort((a, b) => at(b.created) - at(a.created))
    .slice(0, count);
}

/** A point `share` of the way from the record's creation to an hour ago. */
function timeline(record: DemoRecord, now: Date) {
  const start = Date.parse(String(record.created).replace(' ', 'T'));
  const end = now.getTime() - 3_600_000;
  return (share: number) => new Date(start + (end - start) * share);
}

function oceanStory(history: DemoHistory, final: DemoRecord, now: Date) {
  const at = timeline(final, now);
  const eta = dateOf(final.portOfArrivalArrivalEstimated);
  const [etaFirst, etaSecond] = [shiftDate(eta, { days: -2 }), shiftDate(eta, { days: -1 })];
  const wrongHs = WRONG_HS_CODES.find((code) => code !== final.hsCode)!;
  const otherTerms = final.freightTerms === 'Collect' ? 'Prepaid' : 'Collect';
  const state = (overrides: Fields) => withMirrors(final, overrides);
  history.initial[String(final.id)] = state({
    portOfArrivalArrivalEstimated: recordDate(etaFirst),
    itinerary: legsArriving(final, etaFirst),
    bookingRef: '',
    freightTerms: otherTerms,
  });
  const step = (fields: Omit<DemoHistoryStep, 'collection' | 'recordId' | 'action'>) =>
    history.steps.push({
      collection: 'shipments_ocean',
      recordId: String(final.id),
      action: 'update',
      ...fields,
    }) - 1;
  step({
    actor: 'staffGolfo',
    source: 'web',
    at: at(0.15),
    body: mirrored(final, { bookingRef: final.bookingRef }),
  });
  const delayedAt = at(0.35);
  step({
    actor: 'staffGolfo',
    source: 'offline',
    at: delayedAt,
    madeAt: shiftDate(delayedAt, { hours: -0.8 }),
    body: mirrored(final, {
      portOfArrivalArrivalEstimated: recordDate(etaSecond),
      itinerary: legsArriving(final, etaSecond),
    }),
  });
  step({
    actor: 'superGolfo',
    source: 'web',
    at: at(0.55),
    body: mirrored(final, {
      portOfArrivalArrivalEstimated: final.portOfArrivalArrivalEstimated,
      itinerary: final.itinerary,
    }),
  });
  const mistake = step({
    actor: 'staffGolfo',
    source: 'web',
    at: at(0.7),
    body: mirrored(final, { hsCode: wrongHs }),
  });
  step({
    actor: 'superGolfo',
    source: 'undo',
    at: at(0.72),
    undoes: mistake,
    body: mirrored(final, { hsCode: final.hsCode }),
  });
  step({
    actor: 'admin',
    source: 'web',
    at: at(0.9),
    body: mirrored(final, { freightTerms: final.freightTerms }),
  });
}

function airStory(history: DemoHistory, final: DemoRecord, now: Date) {
  const at = timeline(final, now);
  const eta = dateOf(final.airportArrivalEstimated);
  const rebooked = shiftDate(eta, { hours: -12 });
  history.initial[String(final.id)] = withMirrors(final, {
    airportArrivalEstimated: recordDate(shiftDate(eta, { days: -1 })),
  });
  const update = (actor: DemoHistoryActor, source: 'web' | 'offline', share: number, value: Date) =>
    history.steps.push({
      collection: 'shipments_air',
      recordId: String(final.id),
      action: 'update',
      actor,
      source,
      at: at(share),
      ...(source === 'offline' ? { madeAt: shiftDate(at(share), { hours: -2 }) } : {}),
      body: mirrored(final, { airportArrivalEstimated: recordDate(value) }),
    });
  update('staffGolfo', 'offline', 0.3, rebooked);
  update('superGolfo', 'web', 0.7, eta);
}

/** A client Golfo added by mistake, as a copy of one of its own, deleted two days ago. */
function binnedPartner(history: DemoHistory, data: DemoData, now: Date) {
  const model = data.partners.find(
    (partner) => partner.company === DEMO_IDS.golfo && partner.tipo === 'empresa',
  );
  if (!model) return;
  const record: DemoRecord = {
    ...model,
    id: DEMO_BINNED_PARTNER_ID,
    displayName: 'Distribuidora Costa Esmeralda',
    razonSocial: 'Distribuidora Costa Esmeralda, S.A. de C.V.',
    rfc: '',
    contacts: [],
    legacyId: '',
  };
  const base = { collection: 'partners', recordId: DEMO_BINNED_PARTNER_ID } as const;
  history.steps.push(
    {
      ...base,
      action: 'create',
      actor: 'staffGolfo',
      source: 'web',
      at: shiftDate(now, { days: -9 }),
      body: record,
    },
    {
      ...base,
      action: 'delete',
      actor: 'superGolfo',
      source: 'web',
      at: shiftDate(now, { days: -2, hours: -3 }),
      body: {},
    },
  );
}

function dateOf(value: unknown): Date {
  return new Date(String(value).replace(' ', 'T'));
}

/** The itinerary with the leg arriving at the shipment's ETA moved to `eta`. */
function legsArriving(final: DemoRecord, eta: Date): unknown {
  const legs = (final.itinerary ?? []) as Record<string, unknown>[];
  const current = dateOf(final.portOfArrivalArrivalEstimated).toISOString();
  return legs.map((leg) => (leg.eta === current ? { ...leg, eta: eta.toISOString() } : leg));
}

/** `fields` with the payload (the web app's whole-object copy) saying the same. */
function mirrored(final: DemoRecord, fields: Fields): Fields {
  return { ...fields, payload: payloadWith(final, fields) };
}

/** The record with `fields` in place, its payload saying the same. */
function withMirrors(final: DemoRecord, fields: Fields): DemoRecord {
  return { ...final, ...mirrored(final, fields) };
}

function payloadWith(final: DemoRecord, fields: Fields): Fields {
  const payload = { ...(final.payload as Fields) };
  for (const [key, value] of Object.entries(fields)) {
    if (!(key in payload)) continue;
    payload[key] =
      typeof value === 'string' && /^\d{4}-\d\d-\d\d \d/.test(value)
        ? dateOf(value).toISOString()
        : value;
  }
  return payload;
}
