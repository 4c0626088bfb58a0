import { foldSearchText } from '../shipments/fold-search-text.ts';
import { normalizeTariffPlace, readTariffBreaks } from './tariff-draft.ts';
import { tariffDay } from './tariff-days.ts';
import type { Tariff } from './tariff-types.ts';
import { tariffInForceOn } from './tariff-validity.ts';
import { quoteQuantity, type QuoteCargo, type QuoteSkipReason } from './quote-quantity.ts';

/** A lane and its cargo, as the quote calculator asks. */
export type QuoteQuery = QuoteCargo & {
  /** Which rates to total: 'sell' (default) to quote a customer, 'buy' to see costs. */
  kind?: Tariff['kind'];
  origin: string;
  destination: string;
  /** Lines with this cargo type or none apply; default 'general'. */
  cargoType?: Tariff['cargoType'];
  /** A customer's own sell rates win over the general ones for the same charge. */
  customer?: string;
  /** `YYYY-MM-DD` the rates must be in force on; default today. */
  date?: string;
};

export type QuoteLine = {
  tariffId: string;
  charge: string;
  basis: Tariff['basis'];
  containerType: string;
  quantity: number;
  unitAmount: number;
  lineTotal: number;
  currency: string;
  minimumApplied: boolean;
};

export type QuoteSkippedLine = Pick<
  QuoteLine,
  'tariffId' | 'charge' | 'basis' | 'containerType'
> & {
  reason: QuoteSkipReason;
};

export type QuoteTotal = { currency: string; amount: number };

/** One carrier's price for the lane: its lines, the ones that cannot apply, totals by currency. */
export type QuoteOption = {
  carrier: string;
  lines: QuoteLine[];
  skipped: QuoteSkippedLine[];
  /** Per currency, in the order the currencies first appear in `lines`; never converted. */
  totals: QuoteTotal[];
  /** The longest transit time stated by the lines, or null when none states one. */
  transitDays: number | null;
  /** The first day a line of the option ends (`YYYY-MM-DD`), '' when all are open-ended. */
  validUntil: string;
};

/**
 * The quote calculator: the rates of `tariffs` for the query's lane and cargo, one option per
 * carrier, cheapest first.
 *
 * 1. Lines of the query's kind and mode, for its origin and destination (codes compared
 *    normalised: `mx zlo` = `MXZLO`), in force on the date, whose cargo type is the query's or
 *    unset; customer-specific sell lines only for that customer.
 * 2. Grouped by carrier. Lines without a carrier (the forwarder's own charges) join every
 *    carrier's option, or make the only option when no line names a carrier.
 * 3. Within an option one line per charge, basis and container type: the carrier's own over a
 *    carrierless one, the customer's over a general one, then the latest start.
 * 4. Each line: quantity by basis (quoteQuantity), unit amount from the highest break reached
 *    (else the amount), total = quantity × unit raised to the minimum, rounded to cents.
 * 5. Options sorted by the total in their first currency (same currency first by code), then
 *    transit time (unknown last), then carrier; options where nothing applies go last.
 */
export function quoteLane(
  tariffs: readonly Tariff[],
  query: QuoteQuery,
  today: string,
): QuoteOption[] {
  const day = query.date || today;
  const kind = query.kind ?? 'sell';
  const cargoType = query.cargoType || 'general';
  const customer = foldSearchText(query.customer ?? '');
  const origin = normalizeTariffPlace(query.origin, query.mode);
  const destination = normalizeTariffPlace(query.destination, query.mode);
  const lane = tariffs.filter(
    (t) =>
      t.kind === kind &&
      t.mode === query.mode &&
      normalizeTariffPlace(t.origin, t.mode) === origin &&
      normalizeTariffPlace(t.destination, t.mode) === destination &&
      (t.cargoType === '' || t.cargoType === cargoType) &&
      (t.customer.trim() === '' || foldSearchText(t.customer) === customer) &&
      tariffInForceOn(t, day),
  );
  const carriers = [...new Set(lane.map((t) => t.carrier.trim()).filter(Boolean))];
  const shared = lane.filter((t) => t.carrier.trim() === '');
  const groups =
    carriers.length === 0
      ? [{ carrier: '', lines: shared }]
      : carriers.map((carrier) => ({
          carrier,
          lines: [...lane.filter((t) => t.carrier.trim() === carrier), ...shared],
        }));
  const options = groups
    .filter((group) => group.lines.length > 0)
    .map((group) => priceOption(group.carrier, oneLinePerCharge(group.lines), query));
  return options.sort(compareOptions);
}

function oneLinePerCharge(lines: Tariff[]): Tariff[] {
  const chosen = new Map<string, Tariff>();
  for (const line of lines) {
    const key = [foldSearchText(line.charge), line.basis, line.containerType.toUpperCase()].join(
      '|',
    );
    const current = chosen.get(key);
    if (!current || preferred(line, current)) chosen.set(key, line);
  }
  return lines.filter((line) => [...chosen.values()].includes(line));
}

function preferred(line: Tariff, current: Tariff): boolean {
  const rank = (t: Tariff) => [t.carrier.trim() !== '', t.customer.trim() !== ''].map(Number);
  const [a, b] = [rank(line), rank(current)];
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i]! > b[i]!;
  return tariffDay(line.validFrom) > tariffDay(current.validFrom);
}

function priceOption(carrier: string, tariffs: Tariff[], cargo: QuoteCargo): QuoteOption {
  const lines: QuoteLine[] = [];
  const skipped: QuoteSkippedLine[] = [];
  for (const t of tariffs) {
    const base = {
      tariffId: t.id,
      charge: t.charge,
      basis: t.basis,
      containerType: t.containerType,
    };
    const measured = quoteQuantity(t, cargo);
    if ('skipped' in measured) skipped.push({ ...base, reason: measured.skipped });
    else lines.push({ ...base, ...priceLine(t, measured.quantity) });
  }
  const totals = new Map<string, number>();
  for (const line of lines)
    totals.set(line.currency, cents((totals.get(line.currency) ?? 0) + line.lineTotal));
  const applied = tariffs.filter((t) => lines.some((line) => line.tariffId === t.id));
  const transit = applied.map((t) => t.transitDays).filter((days) => days > 0);
  const ends = applied
    .map((t) => tariffDay(t.validTo))
    .filter(Boolean)
    .sort();
  return {
    carrier,
    lines,
    skipped,
    totals: [...totals].map(([currency, amount]) => ({ currency, amount })),
    transitDays: transit.length > 0 ? Math.max(...transit) : null,
    validUntil: ends[0] ?? '',
  };
}

function priceLine(t: Tariff, quantity: number) {
  let unitAmount = t.amount;
  for (const step of readTariffBreaks(t.breaks))
    if (quantity >= step.fromQty) unitAmount = step.amount;
  const raw = cents(quantity * unitAmount);
  const minimumApplied = t.minAmount > raw;
  return {
    quantity,
    unitAmount,
    lineTotal: minimumApplied ? t.minAmount : raw,
    currency: t.currency,
    minimumApplied,
  };
}

/** Rounded to cents, half up, after dropping float noise (333.5 × 0.85 = 283.475, not …4749). */
function cents(value: number): number {
  return Math.round(Number((value * 100).toPrecision(12))) / 100;
}

function compareOptions(a: QuoteOption, b: QuoteOption): number {
  const [ta, tb] = [a.totals[0], b.totals[0]];
  if (!ta || !tb) return Number(!ta) - Number(!tb) || a.carrier.localeCompare(b.carrier);
  if (ta.currency !== tb.currency) return ta.currency.localeCompare(tb.currency);
  return (
    ta.amount - tb.amount ||
    (a.transitDays ?? Infinity) - (b.transitDays ?? Infinity) ||
    a.carrier.localeCompare(b.carrier)
  );
}
