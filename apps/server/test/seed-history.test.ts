import { describe, expect, it } from 'vitest';
import {
  buildDemoData,
  buildDemoHistory,
  DEMO_BINNED_PARTNER_ID,
  DEMO_IDS,
  mulberry32,
} from '@rumbo/domain';
import { serverWithOperator } from './test-server.ts';
import { binOf, historyOf } from './history-fixtures.ts';

// The demo seed's history (issue 35): made through the record engine as Golfo's people, so the
// entries, their sources and the recycle bin are what the product itself writes.
// The real clock: the bin's retention window is counted from it.
const NOW = new Date();
const env = serverWithOperator({ now: NOW });
const story = buildDemoHistory(buildDemoData({ now: NOW, random: mulberry32(2026) }), NOW);
const time = (value: string) => Date.parse(value.replace(' ', 'T'));

describe('the demo history', () => {
  it('tells an ocean shipment’s ETA, an offline replay and an undo, by three people, in the past', async () => {
    const id = story.steps.find((step) => step.collection === 'shipments_ocean')!.recordId;
    const { items } = await historyOf(env.ops, 'shipments_ocean', id, { perPage: 50 });
    expect(items.map((entry) => entry.action)).toEqual([...Array(6).fill('update'), 'create']);
    const updates = items.filter((entry) => entry.action === 'update');
    expect(new Set(updates.map((entry) => entry.actor.name))).toEqual(
      new Set(['Mariana Torres Vega', 'Carlos Ibarra Delgado', 'Laura Méndez Ruiz']),
    );
    const offline = items.find((entry) => entry.source === 'offline')!;
    expect(offline.changes.map((change) => change.field)).toContain(
      'portOfArrivalArrivalEstimated',
    );
    expect(time(offline.madeAt)).toBeLessThan(time(offline.created));
    const undo = items.find((entry) => entry.source === 'undo')!;
    const undone = items.find((entry) => entry.id === undo.undoOf)!;
    expect(undo.changes[0]).toMatchObject({
      field: 'hsCode',
      before: undone.changes[0]!.after,
      after: undone.changes[0]!.before,
    });
    const times = items.map((entry) => time(entry.created));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(times[0]).toBeLessThan(NOW.getTime());
    const record = await env.ops.collection('shipments_ocean').getOne(id);
    const shownCreated = (record.payload as { createdAtISO: string }).createdAtISO;
    expect(time(items.at(-1)!.created)).toBe(Date.parse(shownCreated));
  });

  it('ends each story shipment with the demo’s own values', async () => {
    const data = buildDemoData({ now: NOW, random: mulberry32(2026) });
    for (const id of Object.keys(story.initial)) {
      const collection = story.steps.find((step) => step.recordId === id)!.collection;
      const demo = (data[collection as 'shipments_ocean'] ?? []).find((it) => it.id === id)!;
      const record = await env.ops.collection(collection).getOne(id);
      for (const field of ['portOfArrivalArrivalEstimated', 'airportArrivalEstimated'])
        if (field in demo)
          expect(time(String(record[field])), field).toBe(time(String(demo[field])));
      for (const field of ['hsCode', 'bookingRef', 'freightTerms'])
        if (field in demo) expect(record[field], field).toBe(demo[field]);
    }
  });

  it('leaves a partner Golfo deleted two days ago in its recycle bin', async () => {
    const { items } = await binOf(env.ops, { company: DEMO_IDS.golfo });
    const binned = items.find((item) => item.recordId === DEMO_BINNED_PARTNER_ID)!;
    expect(binned).toMatchObject({
      collection: 'partners',
      label: 'Distribuidora Costa Esmeralda',
      deletedBy: { name: 'Carlos Ibarra Delgado' },
    });
    const deleted = time((binned as unknown as { deleted: string }).deleted);
    expect(NOW.getTime() - deleted).toBeGreaterThan(2 * 86_400_000);
    expect(
      (await env.ops.collection('partners').getList(1, 1, { filter: `id = "${binned.recordId}"` }))
        .totalItems,
    ).toBe(0);
  });
});
