import { buildDemoData, mulberry32, SHIPMENT_MODES } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import type { StoredRecord } from '../local/local-database.ts';
import { pageToFacts } from './page-to-facts.ts';
import { reportFields } from './report-fields.ts';

const NOW = new Date('2026-11-22T16:00:00Z');
const DEMO = buildDemoData({ now: NOW, random: mulberry32(7) });

/** A record as the server answers `?fields=…`: only the listed fields it has. */
function projected(record: StoredRecord, fields: string): StoredRecord {
  const kept = new Set(fields.split(','));
  return Object.fromEntries(Object.entries(record).filter(([key]) => kept.has(key))) as StoredRecord;
}

describe('reportFields', () => {
  it.each(SHIPMENT_MODES)('leaves the heavy fields of %s records out', (mode) => {
    const fields = reportFields(mode).split(',');
    expect(fields).toEqual(expect.arrayContaining(['id', 'created', 'costControlRows']));
    for (const heavy of ['payload', 'documents', 'comments', 'activitiesStatus'])
      expect(fields).not.toContain(heavy);
  });
});

describe('pageToFacts', () => {
  it.each(SHIPMENT_MODES)(
    'reads %s records asked for with the report fields as it reads whole records',
    (mode) => {
      const records = DEMO[`shipments_${mode}`] as StoredRecord[];
      expect(records.length).toBeGreaterThan(10);
      const fromWhole = pageToFacts(records, mode, NOW);
      const fromProjected = pageToFacts(
        records.map((record) => projected(record, reportFields(mode))),
        mode,
        NOW,
      );
      expect(fromProjected).toEqual(fromWhole);
    },
  );

  it('gives every record its mode and keeps the page order', () => {
    const records = (DEMO.shipments_air as StoredRecord[]).slice(0, 3);
    const facts = pageToFacts(records, 'air', NOW);
    expect(facts.map((fact) => [fact.id, fact.mode])).toEqual(
      records.map((record) => [record.id, 'air']),
    );
  });

  it('counts what the records hold: TEU for ocean, chargeable kg for air, money per currency', () => {
    const [ocean] = pageToFacts(
      [
        {
          id: 'ocean000000001',
          created: '2026-03-01 10:00:00.000Z',
          containersList: [{ type: '22G1' }, { type: '45G1' }],
          costControlRows: [
            { flow: 'income', currency: 'USD', amount: 1500 },
            { flow: 'cost', currency: 'USD', amount: 1000 },
          ],
        },
      ],
      'ocean',
      NOW,
    );
    expect(ocean).toMatchObject({ mode: 'ocean', teu: 3, chargeableKg: 0 });
    expect(ocean!.money).toEqual([{ currency: 'USD', income: 1500, cost: 1000, profit: 500 }]);
    const [air] = pageToFacts(
      [{ id: 'air00000000001', looseItems: [{ pieces: 1, weightKg: 120 }] }],
      'air',
      NOW,
    );
    expect(air).toMatchObject({ mode: 'air', teu: 0, chargeableKg: 120 });
  });

  it('gives nothing for an empty page', () => {
    expect(pageToFacts([], 'land', NOW)).toEqual([]);
  });
});
