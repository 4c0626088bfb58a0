import { describe, expect, it } from 'vitest';
import {
  QUOTE_REPORT_TOP,
  quoteReport,
  quoteReportDay,
  type QuoteReportSource,
} from './quote-report.ts';

const ALL = { from: '', to: '' };

/** Totals as the server stores them: per option, the converted figures with their margin. */
const totals = (...marginPercents: (number | null)[]) =>
  marginPercents.map((marginPercent) => ({
    byCurrency: [],
    converted: marginPercent === null ? null : { currency: 'USD', marginPercent },
  }));

function quote(change: Partial<QuoteReportSource> = {}): QuoteReportSource {
  return {
    state: 'sent',
    sentAt: '2026-11-10 16:00:00.000Z',
    decidedAt: '',
    date: '2026-11-09 00:00:00.000Z',
    client: 'pclient0000000a',
    clientName: 'Importadora del Bajío',
    origin: 'CNSHA',
    destination: 'MXZLO',
    mode: 'ocean',
    currency: 'USD',
    totals: totals(12),
    chosenOption: 0,
    ...change,
  };
}

describe('quoteReportDay', () => {
  it.each([
    ['a sent quote: the business day (UTC−6) it was sent', quote(), '2026-11-10'],
    [
      'sent just after midnight UTC: still the evening before in Mexico',
      quote({ sentAt: '2026-11-11 03:00:00.000Z' }),
      '2026-11-10',
    ],
    ['a draft: its date', quote({ state: 'draft', sentAt: '' }), '2026-11-09'],
    [
      'a draft once sent (its next version): its date, not the earlier sending',
      quote({ state: 'draft' }),
      '2026-11-09',
    ],
    [
      'decided with no recorded sending: the day it was decided',
      quote({ state: 'accepted', sentAt: '', decidedAt: '2026-11-12 18:00:00.000Z' }),
      '2026-11-12',
    ],
    ['nothing readable', quote({ state: 'sent', sentAt: '', date: 'x' }), null],
  ])('%s', (_name, source, day) => {
    expect(quoteReportDay(source)).toBe(day);
  });
});

describe('quoteReport: the summary', () => {
  const sixQuotes = [
    quote({ state: 'draft', sentAt: '' }),
    quote({ state: 'sent' }),
    quote({ state: 'accepted', totals: totals(10, 20), chosenOption: 1 }),
    quote({ state: 'accepted', totals: totals(15) }),
    quote({ state: 'rejected' }),
    quote({ state: 'expired' }),
  ];

  it.each([
    [
      'every state counted once; expired counts against the win rate',
      sixQuotes,
      ALL,
      { sent: 5, won: 2, lost: 1, expired: 1, open: 1, drafts: 1, winRate: 0.5 },
    ],
    [
      "the won quotes' chosen options' margins, each quote weighing the same",
      sixQuotes,
      ALL,
      { averageMarginPercent: 17.5 },
    ],
    [
      'no decided quote: no win rate, no margin',
      [quote(), quote({ state: 'draft' })],
      ALL,
      { sent: 1, open: 1, drafts: 1, winRate: null, averageMarginPercent: null },
    ],
    [
      'a won quote without converted totals counts as won but not in the margin',
      [quote({ state: 'accepted', totals: totals(null) }), quote({ state: 'accepted' })],
      ALL,
      { won: 2, winRate: 1, averageMarginPercent: 12 },
    ],
    [
      'a chosen option the totals do not have gives no margin',
      [quote({ state: 'accepted', chosenOption: 3 })],
      ALL,
      { won: 1, averageMarginPercent: null },
    ],
    [
      'margins are rounded to hundredths',
      [
        quote({ state: 'accepted', totals: totals(10) }),
        quote({ state: 'accepted', totals: totals(10) }),
        quote({ state: 'accepted', totals: totals(11) }),
      ],
      ALL,
      { averageMarginPercent: 10.33 },
    ],
    [
      'the period is inclusive at both ends, on the sending day',
      [
        quote({ sentAt: '2026-11-01 06:00:00.000Z' }),
        quote({ sentAt: '2026-11-01 05:59:00.000Z' }),
        quote({ sentAt: '2026-11-30 23:00:00.000Z' }),
        quote({ sentAt: '2026-12-01 06:00:00.000Z' }),
      ],
      { from: '2026-11-01', to: '2026-11-30' },
      { sent: 2 },
    ],
    [
      'a draft counts on its date, an open end is open',
      [quote({ state: 'draft', date: '2026-10-31 00:00:00.000Z' }), quote({ state: 'draft' })],
      { from: '2026-11-01', to: '' },
      { drafts: 1, sent: 0 },
    ],
    [
      'no quotes at all',
      [],
      ALL,
      { sent: 0, won: 0, drafts: 0, winRate: null, averageMarginPercent: null },
    ],
  ])('%s', (_name, quotes, period, expected) => {
    expect(quoteReport(quotes, period).summary).toMatchObject(expected);
  });
});

describe('quoteReport: by lane and by client', () => {
  it('groups lanes by mode, origin and destination (without case), busiest first', () => {
    const report = quoteReport(
      [
        quote({ origin: 'cnsha ', state: 'accepted' }),
        quote({ state: 'rejected' }),
        quote({ mode: 'air', origin: 'MEX', destination: 'MIA' }),
        quote({ mode: 'air', origin: 'MEX', destination: 'MIA', state: 'expired' }),
        quote({ mode: 'air', origin: 'MEX', destination: 'MIA', state: 'draft' }),
        quote({ mode: 'land', origin: 'MXMTY', destination: 'USLRD', state: 'draft' }),
      ],
      ALL,
    );
    expect(report.byLane.top.map((lane) => [lane.key, lane.sent, lane.won, lane.winRate])).toEqual([
      ['ocean|CNSHA|MXZLO', 2, 1, 0.5],
      ['air|MEX|MIA', 2, 0, 0],
      ['land|MXMTY|USLRD', 0, 0, null],
    ]);
    expect(report.byLane.top[0]).toMatchObject({ origin: 'CNSHA', destination: 'MXZLO' });
    expect(report.byLane.others).toBeNull();
  });

  it('names a client as its latest quote in the period does, and keeps clients apart by id', () => {
    const report = quoteReport(
      [
        quote({ clientName: 'Bajío SA', sentAt: '2026-11-10 16:00:00.000Z' }),
        quote({ clientName: 'Importadora del Bajío', sentAt: '2026-11-20 16:00:00.000Z' }),
        quote({ client: 'pclient0000000b', clientName: 'Bajío SA', state: 'accepted' }),
      ],
      ALL,
    );
    expect(report.byClient.top.map((it) => [it.client, it.name, it.sent, it.won])).toEqual([
      ['pclient0000000a', 'Importadora del Bajío', 2, 0],
      ['pclient0000000b', 'Bajío SA', 1, 1],
    ]);
  });

  it(`lists the first ${QUOTE_REPORT_TOP} and adds up the others, their margin over their won quotes`, () => {
    const quotes = Array.from({ length: 13 }, (_, index) =>
      Array.from({ length: 20 - index }, () =>
        quote({ client: `client${index}`, clientName: `Client ${String(index).padStart(2, '0')}` }),
      ),
    ).flat();
    quotes.push(
      quote({ client: 'client11', state: 'accepted', totals: totals(30) }),
      quote({ client: 'client12', state: 'accepted', totals: totals(10) }),
      quote({ client: 'client12', state: 'rejected' }),
    );
    const { byClient } = quoteReport(quotes, ALL);
    expect(byClient.top).toHaveLength(QUOTE_REPORT_TOP);
    expect(byClient.top[0]).toMatchObject({ client: 'client0', sent: 20 });
    expect(byClient.top.at(-1)).toMatchObject({ client: 'client9', sent: 11 });
    expect(byClient.others).toMatchObject({
      groups: 3,
      sent: 10 + 10 + 10,
      won: 2,
      lost: 1,
      winRate: 2 / 3,
      averageMarginPercent: 20,
    });
  });

  it('orders ties by won, then drafts, then name', () => {
    const report = quoteReport(
      [
        quote({ client: 'b', clientName: 'Beta' }),
        quote({ client: 'a', clientName: 'Alfa' }),
        quote({ client: 'c', clientName: 'Ceta', state: 'accepted' }),
        quote({ client: 'd', clientName: 'Delta', state: 'draft' }),
        quote({ client: 'e', clientName: 'Épsilon', state: 'draft' }),
        quote({ client: 'e', clientName: 'Épsilon', state: 'draft' }),
      ],
      ALL,
    );
    expect(report.byClient.top.map((it) => it.name)).toEqual([
      'Ceta',
      'Alfa',
      'Beta',
      'Épsilon',
      'Delta',
    ]);
  });
});
