import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS, type NotificationView } from '@rumbo/domain';
import { signedIn, startTestServer, type TestServer } from './test-server.ts';
import { hoursFrom, notificationsOf, pageOf, TestClock } from './notification-fixtures.ts';

// The order of one user's lists where SPEC §4's keys tie (docs/decisions/047): three
// notifications due at the same instant with the same priority, as the browser computes them
// from the shipments and the user's states. Open ones: due time, priority, then the
// notification's own update time, newest first; then the order the browser derives them in
// (newest shipment first). The user's reopen is no update there: a browser computing afresh
// derives the notification open and has nothing to move. Seen ones: when they were marked,
// latest first, whatever changed in the notification since.
// A fixed clock: the demo seed and every due time and priority are the same on every run.
const START = new Date('2026-12-02T18:00:00.000Z');
// A Wednesday noon in the business zone, a week before START (due a working day later): all
// three are urgent throughout, so no step of a case changes their priority.
const ESTIMATE = '2026-11-25 18:00:00.000Z';
const clock = new TestClock(START.getTime());
let server: TestServer;
let staff: PocketBase;

beforeAll(async () => {
  server = await startTestServer({ now: START, clock: clock.now });
  await server.notifications.ready;
  staff = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
});

afterAll(async () => {
  await server?.close();
});

type Label = 'a' | 'b' | 'c';
type Step =
  /** The user's state of the label's notification, `seconds` after the clock. */
  | { mark: Label; status: 'ack' | 'open'; seconds: number }
  /** The clock moves an hour and the label's shipment gets a new reference. */
  | { rename: Label };

type Case = [name: string, view: NotificationView, steps: Step[], order: Label[]];

const CASES: Case[] = [
  ['open, no states: newest shipment first', 'open', [], ['c', 'b', 'a']],
  [
    'open, one marked as seen then reopened: it keeps its place',
    'open',
    [
      { mark: 'a', status: 'ack', seconds: 1 },
      { mark: 'a', status: 'open', seconds: 2 },
    ],
    ['c', 'b', 'a'],
  ],
  [
    'open, two with open states written at different times: nothing moves',
    'open',
    [
      { mark: 'b', status: 'open', seconds: 1 },
      { mark: 'a', status: 'open', seconds: 2 },
    ],
    ['c', 'b', 'a'],
  ],
  [
    'open, one marked as seen: it leaves, the others keep their order',
    'open',
    [{ mark: 'b', status: 'ack', seconds: 1 }],
    ['c', 'a'],
  ],
  [
    'open, one whose notification changed later: it comes first',
    'open',
    [{ rename: 'a' }],
    ['a', 'c', 'b'],
  ],
  [
    'seen, latest marked first',
    'ack',
    [
      { mark: 'a', status: 'ack', seconds: 1 },
      { mark: 'c', status: 'ack', seconds: 2 },
      { mark: 'b', status: 'ack', seconds: 3 },
    ],
    ['b', 'c', 'a'],
  ],
  [
    'seen, by when marked even when a notification changed after its mark',
    'ack',
    [
      { mark: 'a', status: 'ack', seconds: 1 },
      { mark: 'b', status: 'ack', seconds: 2 },
      { rename: 'a' },
    ],
    ['b', 'a'],
  ],
];

describe('where due time and priority are equal', () => {
  it.each(CASES.map((testCase, index) => [...testCase, index] as const))(
    '%s',
    async (_name, view, steps, order, index) => {
      const keys = await threeEqual(index);
      const states = new Map<Label, string>();
      for (const step of steps) {
        if ('rename' in step) {
          clock.advanceHours(1);
          await staff.collection('shipments_ocean').update(shipmentId(index, step.rename), {
            ref: `RENAMED-${index}-${step.rename}`,
          });
        } else states.set(step.mark, await mark(index, keys, states, step));
      }
      const listed = await listedKeys(view);
      const labels = new Map([...keys].map(([label, key]) => [key, label]));
      expect(listed.filter((key) => labels.has(key)).map((key) => labels.get(key))).toEqual(order);
    },
  );
});

/** Ids in creation order, so equal creation times break the same way (id, newest first). */
function shipmentId(index: number, label: Label): string {
  return `ordertie${String(index).padStart(2, '0')}${label}0000`;
}

/** Three ocean shipments of Golfo, created a, b, c, each with one urgent overdue pickup. */
async function threeEqual(index: number): Promise<Map<Label, string>> {
  const keys = new Map<Label, string>();
  for (const label of ['a', 'b', 'c'] as const) {
    const id = shipmentId(index, label);
    await staff
      .collection('shipments_ocean')
      .create({ id, ref: `TIE-${index}-${label}`, pickupEstimated: ESTIMATE });
    const rows = await notificationsOf(staff, id);
    expect(rows.map((row) => [row.status, row.priority])).toEqual([['open', 'urgent']]);
    keys.set(label, rows[0]!.dedupKey);
  }
  return keys;
}

/** Writes the user's state as the web app does: created once, then updated. */
async function mark(
  index: number,
  keys: Map<Label, string>,
  states: Map<Label, string>,
  step: Extract<Step, { mark: Label }>,
): Promise<string> {
  const change = {
    status: step.status,
    statusChangedAt: hoursFrom(clock.now(), step.seconds / 3600),
  };
  const existing = states.get(step.mark);
  const collection = staff.collection('notification_states');
  if (existing) return (await collection.update(existing, change)).id;
  const created = await collection.create({
    user: DEMO_IDS.staffGolfo,
    dedupKey: keys.get(step.mark),
    mode: 'ocean',
    shipmentId: shipmentId(index, step.mark),
    milestone: 'pickup',
    ...change,
  });
  return created.id;
}

/** The user's list of one view, every page, as dedup keys. */
async function listedKeys(view: NotificationView): Promise<string[]> {
  const keys: string[] = [];
  for (let page = 1; ; page++) {
    const filters = { view, mode: 'ocean', milestone: 'pickup', priority: 'urgent' } as const;
    const answer = await pageOf(staff, { ...filters, page, perPage: 500 });
    keys.push(...answer.items.map((item) => item.dedupKey));
    if (page >= answer.totalPages) return keys;
  }
}
