import { quoteCargoMeasures, type QuoteCargoInput, type QuoteCurrencyTotal } from '@rumbo/domain';
import type { Content } from '../layout/pdf-types.ts';
import {
  fieldGrid,
  partyText,
  itemsTable,
  section,
  textOf,
  type DocumentKit,
} from '../layout/document-layout.ts';
import { quoteTexts, type QuoteTexts } from './quote-texts.ts';

type Line = {
  charge?: unknown;
  quantity?: unknown;
  currency?: unknown;
  sell?: unknown;
  ivaRate?: unknown;
};
type Option = {
  carrier?: unknown;
  transitDays?: unknown;
  freeDays?: unknown;
  validUntil?: unknown;
  lines?: unknown;
};
type StoredTotals = { byCurrency?: QuoteCurrencyTotal[]; converted?: QuoteCurrencyTotal | null };

/**
 * The client's copy of a quote (issue 38): who it is for, the lane and cargo, then each option
 * with its charges at their sell amounts, IVA at 16 % and at 0 % on separate lines, totals per
 * currency and, when both currencies appear, the total in the quote's currency at the stored
 * rate. What the company pays and earns (buy amounts, margin) is never printed.
 */
export function quoteDocument(kit: DocumentKit): Content[] {
  const quote = kit.source.shipment;
  const t = quoteTexts(kit.source.language);
  const options = Array.isArray(quote.options) ? (quote.options as Option[]) : [];
  const totals = Array.isArray(quote.totals) ? (quote.totals as StoredTotals[]) : [];
  return [
    fieldGrid(
      [
        [t.client, partyText(kit, 'clientName')],
        [t.date, calendarDay(kit, quote.date)],
        [t.validUntil, calendarDay(kit, quote.validUntil)],
        [t.mode, t.modes[textOf(quote.mode)] ?? kit.value('mode')],
        [t.route, `${kit.value('origin')} → ${kit.value('destination')}`],
        [t.incoterm, kit.value('incoterm')],
        [t.cargo, cargoText(kit, t)],
        [t.version, kit.value('version')],
      ],
      2,
    ),
    ...options.flatMap((option, index) => optionContent(kit, t, option, index, totals[index])),
    ...(textOf(quote.notes).trim() ? [section(t.notes), { text: textOf(quote.notes) }] : []),
    { text: t.closing, fontSize: 7.5, color: '#52606d', margin: [0, 12, 0, 0] },
  ];
}

function optionContent(
  kit: DocumentKit,
  t: QuoteTexts,
  option: Option,
  index: number,
  totals: StoredTotals | undefined,
): Content[] {
  const lines = Array.isArray(option.lines) ? (option.lines as Line[]) : [];
  const money = (value: unknown) => kit.number(value, 2);
  const facts: [string, string][] = [];
  if (Number(option.transitDays) > 0) facts.push([t.transit, t.days(Number(option.transitDays))]);
  if (Number(option.freeDays) > 0) facts.push([t.freeDays, t.days(Number(option.freeDays))]);
  if (textOf(option.validUntil)) facts.push([t.ratesUntil, calendarDay(kit, option.validUntil)]);
  return [
    section(t.option(index + 1, textOf(option.carrier))),
    ...(facts.length > 0 ? [fieldGrid(facts, 3)] : []),
    itemsTable({
      headers: [t.concept, t.quantity, t.currency, t.amount, t.iva],
      widths: ['*', 60, 50, 80, 40],
      numeric: [1, 3, 4],
      rows: lines.map((line) => [
        textOf(line.charge),
        kit.number(line.quantity, Number.isInteger(Number(line.quantity)) ? 0 : 2),
        textOf(line.currency),
        money(line.sell),
        line.ivaRate === 0 ? '0 %' : '16 %',
      ]),
    }),
    ...(totals ? [totalsTable(kit, t, totals)] : []),
  ];
}

/** Per currency: subtotal, IVA 16 %, IVA 0 % and total; then the converted total and its rate. */
function totalsTable(kit: DocumentKit, t: QuoteTexts, totals: StoredTotals): Content {
  const money = (value: unknown) => kit.number(value, 2);
  const rows: string[][] = [];
  const byCurrency = totals.byCurrency ?? [];
  for (const total of byCurrency) {
    rows.push([`${t.subtotal} ${total.currency}`, money(total.subtotal)]);
    if (total.base16 > 0) rows.push([`${t.iva16} ${total.currency}`, money(total.iva16)]);
    if (total.base0 > 0) rows.push([`${t.iva0} ${total.currency}`, money(0)]);
    rows.push([`${t.total} ${total.currency}`, money(total.total)]);
  }
  const quote = kit.source.shipment;
  const converted = totals.converted;
  const mixed = byCurrency.length > 1;
  if (mixed && converted) rows.push([t.totalIn(converted.currency), money(converted.total)]);
  const rate = Number(quote.exchangeRate);
  const rateNote = rate > 0 ? t.rate(kit.number(rate, 4), calendarDay(kit, quote.date)) : t.noRate;
  const note = [
    mixed ? rateNote : '',
    byCurrency.some((total) => total.base0 > 0) ? t.iva0Note : '',
  ]
    .filter(Boolean)
    .join('\n');
  return {
    margin: [0, 0, 0, 8],
    columns: [
      { text: note, fontSize: 7.5, color: '#52606d', width: '*', margin: [0, 4, 12, 0] },
      {
        width: 240,
        table: {
          widths: ['*', 90],
          body: rows.map(([label = '', amount = '']) => [
            { text: label, bold: label.startsWith(t.total) },
            { text: amount, alignment: 'right', bold: label.startsWith(t.total) },
          ]),
        },
        layout: 'lightHorizontalLines',
      },
    ],
  };
}

/** A day the quote states (`YYYY-MM-DD`, stored at midnight UTC) as that same calendar day. */
function calendarDay(kit: DocumentKit, value: unknown): string {
  const day = textOf(value).slice(0, 10);
  return /^\d{4}-\d{2}-\d{2}$/.test(day) ? kit.day(`${day}T18:00:00.000Z`) : kit.texts.notShown;
}

function cargoText(kit: DocumentKit, t: QuoteTexts): string {
  const cargo = kit.source.shipment.cargo as QuoteCargoInput | undefined;
  if (!cargo || typeof cargo !== 'object') return kit.texts.notShown;
  const measures = quoteCargoMeasures(cargo);
  switch (cargo.kind) {
    case 'fcl':
      return t.containers(
        cargo.containers.map((container) => `${container.count} × ${container.type}`).join(', '),
      );
    case 'lcl':
      return t.lcl(kit.number(measures.volumeM3, 2), kit.number(measures.weightKg, 0));
    case 'air':
      return t.air(
        measures.pieces,
        kit.number(measures.weightKg, 1),
        kit.number(measures.chargeableKg, 1),
      );
    case 'land':
      return t.land(cargo.vehicle, cargo.full);
    default:
      return kit.texts.notShown;
  }
}
