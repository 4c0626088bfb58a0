import { describe, expect, it } from 'vitest';
import { EMPTY_REPORT_FILTERS, filterReportFacts } from './filter-report-facts.ts';
import { makeFact, money } from './report-fact-fixtures.ts';
import type { ReportFilters } from './report-types.ts';

const FACTS = [
  makeFact({
    id: 'a',
    mode: 'ocean',
    direction: 'import',
    client: 'Importadora del Bajío',
    carrier: 'Maersk',
    status: 'In progress',
    // 21:00 on 28 February in Mexico City.
    createdAt: '2026-03-01T03:00:00.000Z',
    etd: '2026-03-05T10:00:00.000Z',
    money: [money('MXN', 0, 500), money('USD', 1250, 1000)],
  }),
  makeFact({
    id: 'b',
    mode: 'air',
    direction: 'export',
    client: 'ACME',
    carrier: 'Aeroméxico Cargo',
    status: 'Finished',
    // Midnight, 1 March, in Mexico City.
    createdAt: '2026-03-01T06:00:00.000Z',
    eta: '2026-03-31T23:00:00.000Z',
    money: [money('USD', 100, 80)],
  }),
  makeFact({
    id: 'c',
    mode: 'land',
    direction: 'domestic',
    carrier: 'Castores',
    // The last millisecond of 30 March in Mexico City.
    createdAt: '2026-03-31T05:59:59.999Z',
    // Midnight, 1 April, in Mexico City.
    eta: '2026-04-01T06:00:00.000Z',
  }),
  makeFact({ id: 'd', mode: 'ocean', money: [money('EUR', 10, 0)] }),
];

const ids = (filters: Partial<ReportFilters>, timeZone?: string) =>
  filterReportFacts(FACTS, { ...EMPTY_REPORT_FILTERS, ...filters }, timeZone).map((f) => f.id);

describe('filterReportFacts', () => {
  it.each<[string, Partial<ReportFilters>, string[]]>([
    ['no filter keeps everything', {}, ['a', 'b', 'c', 'd']],
    ['from a day: business-time days, undated facts out', { from: '2026-03-01' }, ['b', 'c']],
    ['to a day includes the whole day', { to: '2026-02-28' }, ['a']],
    ['both ends included', { from: '2026-03-01', to: '2026-03-30' }, ['b', 'c']],
    ['the end day stops at its last millisecond', { from: '2026-03-01', to: '2026-03-29' }, ['b']],
    ['a single day', { from: '2026-02-28', to: '2026-02-28' }, ['a']],
    ['an unreadable end is ignored', { from: 'ayer', to: '2026-02-30' }, ['a', 'b', 'c', 'd']],
    [
      'ETA basis leaves out facts without ETA',
      { basis: 'eta', from: '2026-03-01', to: '2026-03-31' },
      ['b'],
    ],
    ['ETA basis up to 1 April', { basis: 'eta', to: '2026-04-01' }, ['b', 'c']],
    ['ETD basis', { basis: 'etd', from: '2026-03-01' }, ['a']],
    ['a basis without a range filters nothing', { basis: 'eta' }, ['a', 'b', 'c', 'd']],
    ['modes', { modes: ['air', 'land'] }, ['b', 'c']],
    ['direction, any case', { direction: ' IMPORT ' }, ['a']],
    ['domestic', { direction: 'domestic' }, ['c']],
    ['client, any case', { client: 'acme' }, ['b']],
    ['client with accents', { client: 'IMPORTADORA DEL BAJÍO' }, ['a']],
    ['client is exact, not a prefix', { client: 'Importadora' }, []],
    ['carrier', { carrier: 'maersk' }, ['a']],
    ['status', { status: 'finished' }, ['b']],
    ['currency keeps facts with rows in it', { currency: 'usd' }, ['a', 'b']],
    ['currency removes facts without it', { currency: 'EUR' }, ['d']],
    ['a currency nobody uses', { currency: 'JPY' }, []],
    ['criteria combine', { modes: ['ocean', 'air'], currency: 'USD', from: '2026-03-01' }, ['b']],
  ])('%s', (_name, filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });

  it.each<[string, Partial<ReportFilters>, string, string[]]>([
    ['UTC days', { from: '2026-03-01' }, 'UTC', ['a', 'b', 'c']],
    ['Mexico City days', { from: '2026-03-01' }, 'America/Mexico_City', ['b', 'c']],
    ['Tokyo days', { to: '2026-03-01' }, 'Asia/Tokyo', ['a', 'b']],
  ])('in another zone: %s', (_name, filters, zone, expected) => {
    expect(ids(filters, zone)).toEqual(expected);
  });
});

describe('EMPTY_REPORT_FILTERS', () => {
  it('selects everything, dated by creation, and cannot be changed by accident', () => {
    expect(EMPTY_REPORT_FILTERS).toEqual({
      from: '',
      to: '',
      basis: 'created',
      modes: [],
      direction: '',
      client: '',
      carrier: '',
      status: '',
      currency: '',
    });
    expect(Object.isFrozen(EMPTY_REPORT_FILTERS)).toBe(true);
    expect(Object.isFrozen(EMPTY_REPORT_FILTERS.modes)).toBe(true);
  });
});
