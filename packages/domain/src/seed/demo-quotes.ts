import { defaultIvaRate } from '../quotes/quote-taxes.ts';
import { priceLines, type MarginRules } from '../quotes/quote-margin.ts';
import { proposeQuoteOptions, type QuoteOptionLine } from '../quotes/quote-proposal.ts';
import type { QuoteCargoInput } from '../quotes/quote-cargo.ts';
import type { QuoteCurrency, QuoteState } from '../collections/collection-quotes.ts';
import { addTariffDays, todayInBusinessTime } from '../tariffs/tariff-days.ts';
import type { Tariff } from '../tariffs/tariff-types.ts';
import { mulberry32 } from '../random/mulberry32.ts';

/** Golfo's margin rules (issue 38): 12 % on the quote, its own figures on local charges. */
export const DEMO_MARGIN_RULES: MarginRules = {
  charges: [
    { charge: 'Despacho aduanal', kind: 'percent', value: 20 },
    { charge: 'Maniobras', kind: 'fixed', value: 900 },
  ],
  quote: { kind: 'percent', value: 12 },
};

/**
 * Golfo's exchange-rate table: the FIX of every banking day of the last 45 days, moving around
 * 18.2 pesos per dollar as the real one did in 2026 (weekends have none, as in the real file).
 */
export function demoExchangeRates(now: Date): { day: string; mxnPerUsd: number }[] {
  const random = mulberry32(3838);
  const today = todayInBusinessTime(now);
  const rates: { day: string; mxnPerUsd: number }[] = [];
  let rate = 18.21;
  for (let offset = -45; offset <= 0; offset += 1) {
    const day = addTariffDays(today, offset);
    const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
    rate = Math.min(18.9, Math.max(17.6, rate + (random() - 0.5) * 0.12));
    if (weekday !== 0 && weekday !== 6)
      rates.push({ day, mxnPerUsd: Math.round(rate * 10_000) / 10_000 });
  }
  return rates;
}

/** What the demo does with a quote after making it. */
export type DemoQuoteEnd = QuoteState | 'revised';

/** A hand-priced charge: what the company pays; the rules give the sell amount. */
type HandLine = { charge: string; currency: QuoteCurrency; buy: number; basis?: string };

export type DemoQuoteSpec = {
  id: string;
  /** Which of Golfo's clients, by their order of name. */
  clientRank: number;
  mode: 'ocean' | 'air' | 'land';
  direction: 'import' | 'export' | 'domestic';
  origin: string;
  destination: string;
  incoterm: string;
  cargo: QuoteCargoInput;
  daysAgo: number;
  validDays: number;
  currency: QuoteCurrency;
  /** How many of the proposed carriers to show the client. */
  options: number;
  /** Local charges added to every option, priced by hand. */
  extras: HandLine[];
  /** The lines when the tariff has nothing for the lane on the quote's day. */
  byHand: { carrier: string; lines: HandLine[] };
  end: DemoQuoteEnd;
  rejectionReason?: string;
  notes?: string;
};

const CUSTOMS: HandLine = { charge: 'Despacho aduanal', currency: 'MXN', buy: 3500 };

/** Golfo's quotes: one in every state, priced from its own buy rates where it has them. */
export const DEMO_QUOTES: readonly DemoQuoteSpec[] = [
  {
    id: 'rmbquotegolfo01',
    clientRank: 0,
    mode: 'ocean',
    direction: 'import',
    origin: 'CNSHA',
    destination: 'MXZLO',
    incoterm: 'FOB',
    cargo: { kind: 'fcl', containers: [{ type: '45G1', count: 2 }], weightKg: 36_000 },
    daysAgo: 7,
    validDays: 14,
    currency: 'USD',
    options: 2,
    extras: [CUSTOMS],
    byHand: {
      carrier: 'Maersk',
      lines: [{ charge: 'Ocean freight', currency: 'USD', buy: 3960, basis: 'container' }],
    },
    end: 'accepted',
    notes: 'Embarque mensual de textiles; el cliente pidió dos navieras.',
  },
  {
    id: 'rmbquotegolfo02',
    clientRank: 1,
    mode: 'ocean',
    direction: 'import',
    origin: 'CNSHA',
    destination: 'MXZLO',
    incoterm: 'FOB',
    cargo: { kind: 'fcl', containers: [{ type: '22G1', count: 1 }], weightKg: 14_500 },
    daysAgo: 2,
    validDays: 15,
    currency: 'USD',
    options: 1,
    extras: [CUSTOMS],
    byHand: {
      carrier: 'Maersk',
      lines: [{ charge: 'Ocean freight', currency: 'USD', buy: 1320, basis: 'container' }],
    },
    end: 'sent',
  },
  {
    id: 'rmbquotegolfo03',
    clientRank: 2,
    mode: 'air',
    direction: 'import',
    origin: 'PVG',
    destination: 'MEX',
    incoterm: 'FCA',
    cargo: {
      kind: 'air',
      pieces: [{ count: 12, lengthCm: 120, widthCm: 80, heightCm: 100, weightKg: 150 }],
    },
    daysAgo: 1,
    validDays: 7,
    currency: 'USD',
    options: 1,
    extras: [{ charge: 'Maniobras', currency: 'MXN', buy: 1800 }],
    byHand: {
      carrier: 'Aeroméxico Cargo',
      lines: [{ charge: 'Air freight', currency: 'USD', buy: 4200, basis: 'kg' }],
    },
    end: 'draft',
  },
  {
    id: 'rmbquotegolfo04',
    clientRank: 3,
    mode: 'ocean',
    direction: 'import',
    origin: 'CNSHA',
    destination: 'MXLZC',
    incoterm: 'CIF',
    cargo: { kind: 'fcl', containers: [{ type: '45G1', count: 1 }] },
    daysAgo: 9,
    validDays: 5,
    currency: 'USD',
    options: 1,
    extras: [],
    byHand: {
      carrier: 'COSCO Shipping',
      lines: [{ charge: 'Ocean freight', currency: 'USD', buy: 1850, basis: 'container' }],
    },
    end: 'expired',
  },
  {
    id: 'rmbquotegolfo05',
    clientRank: 4,
    mode: 'land',
    direction: 'domestic',
    origin: 'MXZLO',
    destination: 'MXGDL',
    incoterm: 'DAP',
    cargo: { kind: 'land', vehicle: 'Caja seca 53 pies', full: true, weightKg: 22_000 },
    daysAgo: 8,
    validDays: 10,
    currency: 'MXN',
    options: 1,
    extras: [{ charge: 'Maniobras', currency: 'MXN', buy: 1800 }],
    byHand: {
      carrier: 'Autotransportes Sotavento',
      lines: [{ charge: 'Inland freight', currency: 'MXN', buy: 22500, basis: 'shipment' }],
    },
    end: 'rejected',
    rejectionReason: 'El cliente contrató el flete con su transportista de siempre.',
  },
  {
    id: 'rmbquotegolfo06',
    clientRank: 5,
    mode: 'ocean',
    direction: 'import',
    origin: 'CNSHA',
    destination: 'MXZLO',
    incoterm: 'EXW',
    cargo: { kind: 'lcl', volumeM3: 6.5, weightKg: 2800 },
    daysAgo: 4,
    validDays: 15,
    currency: 'USD',
    options: 1,
    extras: [CUSTOMS],
    byHand: {
      carrier: 'Vanguard Logistics',
      lines: [{ charge: 'Ocean freight', currency: 'USD', buy: 182, basis: 'wm' }],
    },
    end: 'revised',
    notes: 'Segunda versión: el cliente pidió incluir el despacho aduanal.',
  },
  {
    id: 'rmbquotegolfo07',
    clientRank: 7,
    mode: 'air',
    direction: 'import',
    origin: 'PVG',
    destination: 'GDL',
    incoterm: 'FCA',
    cargo: {
      kind: 'air',
      pieces: [{ count: 6, lengthCm: 100, widthCm: 80, heightCm: 90, weightKg: 120 }],
    },
    daysAgo: 12,
    validDays: 10,
    currency: 'USD',
    options: 1,
    extras: [CUSTOMS],
    byHand: {
      carrier: 'China Eastern Cargo',
      lines: [{ charge: 'Air freight', currency: 'USD', buy: 2650, basis: 'kg' }],
    },
    end: 'accepted',
    notes: 'Refacciones urgentes para la línea de ensamble.',
  },
];

/** A quote body for the record API, priced by the company's rules. */
export function demoQuoteBody(
  spec: DemoQuoteSpec,
  input: { client: string; tariffs: readonly Tariff[]; rules: MarginRules; now: Date },
): Record<string, unknown> {
  const today = todayInBusinessTime(input.now);
  const date = addTariffDays(today, -spec.daysAgo);
  const route = { mode: spec.mode, origin: spec.origin, destination: spec.destination };
  const proposed = proposeQuoteOptions(
    input.tariffs,
    { ...route, cargo: spec.cargo, customer: '', date },
    input.rules,
  ).filter((option) => option.lines.length > 0);
  const chosen =
    proposed.length > 0
      ? proposed.slice(0, spec.options)
      : [{ carrier: spec.byHand.carrier, lines: handLines(spec.byHand.lines, route, input.rules) }];
  const options = chosen.map((option) => ({
    carrier: option.carrier,
    transitDays: 'transitDays' in option ? option.transitDays : null,
    freeDays: 'freeDays' in option ? option.freeDays : null,
    validUntil: 'validUntil' in option ? option.validUntil : '',
    lines: [...option.lines, ...handLines(spec.extras, route, input.rules)],
  }));
  return {
    id: spec.id,
    client: input.client,
    mode: spec.mode,
    direction: spec.direction,
    origin: spec.origin,
    destination: spec.destination,
    incoterm: spec.incoterm,
    cargo: spec.cargo,
    options,
    currency: spec.currency,
    date,
    validUntil: addTariffDays(date, spec.validDays),
    notes: spec.notes ?? '',
  };
}

function handLines(
  lines: readonly HandLine[],
  route: { mode: 'ocean' | 'air' | 'land'; origin: string; destination: string },
  rules: MarginRules,
): QuoteOptionLine[] {
  const sells = priceLines(lines, rules);
  return lines.map((line, index) => ({
    tariffId: '',
    charge: line.charge,
    basis: line.basis ?? 'shipment',
    quantity: 1,
    currency: line.currency,
    buy: line.buy,
    sell: sells[index]!.sell,
    sellOverride: null,
    marginSource: sells[index]!.source,
    ivaRate: defaultIvaRate(line.charge, route),
  }));
}
