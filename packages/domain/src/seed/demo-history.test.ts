import { describe, expect, it } from 'vitest';
import { buildDemoData } from './build-demo-data.ts';
import { mulberry32 } from '../random/mulberry32.ts';
import { DEMO_IDS } from './demo-accounts.ts';
import { buildDemoHistory, DEMO_BINNED_PARTNER_ID, type DemoHistoryStep } from './demo-history.ts';
import type { DemoRecord } from './demo-data-types.ts';

const NOW = new Date('2026-06-15T15:00:00.000Z');
const data = buildDemoData({ now: NOW, random: mulberry32(2026) });
const history = buildDemoHistory(data, NOW);

function demoRecord(collection: string, id: string): DemoRecord | undefined {
  return (data[collection as keyof typeof data] as DemoRecord[]).find((record) => record.id === id);
}

const stepsOf = (id: string) => history.steps.filter((step) => step.recordId === id);

describe('buildDemoHistory', () => {
  it('tells stories on two ocean shipments and one air shipment of Golfo', () => {
    const ids = Object.keys(history.initial);
    const collections = ids.map((id) =>
      ['shipments_ocean', 'shipments_air'].find((name) => demoRecord(name, id))!,
    );
    expect(collections.sort()).toEqual(['shipments_air', 'shipments_ocean', 'shipments_ocean']);
    for (const id of ids) expect(history.initial[id]!.company).toBe(DEMO_IDS.golfo);
  });

  it('ends every shipment exactly as the demo data has it', () => {
    for (const [id, initial] of Object.entries(history.initial)) {
      const steps = stepsOf(id);
      const final = demoRecord(steps[0]!.collection, id)!;
      const reached = steps.reduce<DemoRecord>((record, step) => ({ ...record, ...step.body }), {
        ...initial,
      });
      expect(reached).toEqual(final);
      expect(initial).not.toEqual(final);
    }
  });

  it.each([
    [
      'a change replayed from offline, made before it reached the server',
      (s: DemoHistoryStep) => s.source === 'offline' && !!s.madeAt && s.madeAt < s.at,
    ],
    [
      'an undo of an earlier change of the same field',
      (s: DemoHistoryStep) => {
        if (s.source !== 'undo' || s.undoes === undefined) return false;
        const undone = history.steps[s.undoes]!;
        const fields = (step: DemoHistoryStep) =>
          Object.keys(step.body).filter((f) => f !== 'payload');
        return (
          undone.recordId === s.recordId &&
          undone.at < s.at &&
          fields(undone).join() === fields(s).join()
        );
      },
    ],
    ['a change by Rumbo support', (s: DemoHistoryStep) => s.actor === 'admin'],
  ])('holds %s', (_label, holds) => {
    expect(history.steps.some(holds)).toBe(true);
  });

  it('orders each record’s changes in time, all in the past, by several people', () => {
    for (const id of new Set(history.steps.map((step) => step.recordId))) {
      const times = stepsOf(id).map((step) => step.at.getTime());
      expect(times).toEqual([...times].sort((a, b) => a - b));
      expect(Math.max(...times)).toBeLessThan(NOW.getTime());
      const created = demoRecord(stepsOf(id)[0]!.collection, id)?.created;
      if (created) expect(times[0]).toBeGreaterThan(Date.parse(String(created).replace(' ', 'T')));
    }
    expect(new Set(history.steps.map((step) => step.actor))).toEqual(
      new Set(['staffGolfo', 'superGolfo', 'admin']),
    );
  });

  it('leaves a partner of Golfo, not among the demo partners, created and then deleted', () => {
    const steps = stepsOf(DEMO_BINNED_PARTNER_ID);
    expect(steps.map((step) => step.action)).toEqual(['create', 'delete']);
    expect(steps[0]!.body).toMatchObject({ company: DEMO_IDS.golfo });
    expect(demoRecord('partners', DEMO_BINNED_PARTNER_ID)).toBeUndefined();
  });
});
