import { describe, expect, it } from 'vitest';
import type { TariffsRecord } from '../collections/record-types.generated.ts';
import { tariffToDraft } from '../tariffs/tariff-draft.ts';
import { tariffValidity } from '../tariffs/tariff-validity.ts';
import type { Tariff, TariffValidity } from '../tariffs/tariff-types.ts';
import { validateTariffDraft } from '../tariffs/validate-tariff-draft.ts';
import { DEMO_IDS } from './demo-accounts.ts';
import { buildDemoData } from './build-demo-data.ts';
import { mulberry32 } from '../random/mulberry32.ts';

const RECORD_DATE = /^\d{4}-\d{2}-\d{2} 00:00:00\.000Z$/;
const SCENARIOS = [
  // 21:30 UTC on the 14th is still the 14th in Mexico City; 03:00 UTC on the 8th is the 7th.
  { now: new Date('2026-05-14T21:30:00Z'), seed: 2026, today: '2026-05-14' },
  { now: new Date('2026-08-08T03:00:00Z'), seed: 7, today: '2026-08-07' },
  { now: new Date('2027-01-02T12:00:00Z'), seed: 123_456, today: '2027-01-02' },
];

const asTariff = (record: Record<string, unknown>) =>
  ({ collectionId: '', collectionName: 'tariffs', created: '', updated: '', ...record }) as Tariff;

describe.each(SCENARIOS)('demo tariffs seeded at $now', ({ now, seed, today }) => {
  const data = buildDemoData({ now, random: mulberry32(seed) });
  const tariffs = data.tariffs.map(asTariff);
  const of = (company: string) => tariffs.filter((t) => t.company === company);

  it('gives Golfo 46 lines, Vencida 3 and the silver Plata none', () => {
    expect(of(DEMO_IDS.golfo)).toHaveLength(46);
    expect(of(DEMO_IDS.vencida)).toHaveLength(3);
    expect(of(DEMO_IDS.plata)).toHaveLength(0);
  });

  it('passes the tariff rules, with days stored as UTC midnight', () => {
    for (const t of tariffs) {
      expect(validateTariffDraft(tariffToDraft(t)), `${t.charge} ${t.origin}`).toEqual([]);
      expect(t.validFrom).toMatch(RECORD_DATE);
      if (t.validTo !== '') expect(t.validTo).toMatch(RECORD_DATE);
    }
  });

  it("shows Golfo every validity status on the seed's day", () => {
    const count = (validity: TariffValidity) =>
      of(DEMO_IDS.golfo).filter((t) => tariffValidity(t, today) === validity).length;
    expect({
      valid: count('valid'),
      expiring: count('expiring'),
      expired: count('expired'),
      upcoming: count('upcoming'),
    }).toEqual({ valid: 30, expiring: 8, expired: 4, upcoming: 4 });
  });

  it('mixes kinds, modes and bases, containers by ISO code', () => {
    const golfo = of(DEMO_IDS.golfo);
    const values = (key: keyof TariffsRecord) => [...new Set(golfo.map((t) => t[key]))].sort();
    expect(values('kind')).toEqual(['buy', 'sell']);
    expect(values('mode')).toEqual(['AIR', 'FCL', 'FTL', 'LCL', 'LTL']);
    expect(values('basis')).toEqual(['cbm', 'container', 'kg', 'shipment', 'teu', 'wm']);
    expect(values('containerType')).toEqual(['', '22G1', '45G1', '45R1']);
    expect(golfo.filter((t) => Array.isArray(t.breaks) && t.breaks.length > 0)).toHaveLength(4);
  });

  it('is written by users of the same company', () => {
    const authors = new Map(data.users.map((u) => [u.id, u.company]));
    for (const t of tariffs) expect(authors.get(t.createdBy)).toBe(t.company);
  });
});

it('is deterministic and leaves the rest of the demo data as before', () => {
  const build = () =>
    buildDemoData({ now: new Date('2026-05-14T21:30:00Z'), random: mulberry32(2026) });
  const [first, second] = [build(), build()];
  expect(second.tariffs).toEqual(first.tariffs);
  expect(first.tariffs.map((t) => t.id)).toEqual(second.tariffs.map((t) => t.id));
});
