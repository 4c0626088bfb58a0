import {
  addTariffDays,
  defaultIvaRate,
  type IvaRate,
  type QuoteCurrency,
  type QuotesRecord,
} from '@rumbo/domain';
import type { QuotePrefill } from '#lib/quote-prefill.ts';

/** How many days a new quote is valid, counting from its date. */
export const DEFAULT_VALID_DAYS = 15;

export type QuoteMode = QuotesRecord['mode'];
export type CargoKind = 'fcl' | 'lcl' | 'air' | 'land';

/** A charge of an option as typed: numbers are null while blank. */
export type LineDraft = {
  key: string;
  /** The tariff line it came from; '' when priced by hand. */
  tariffId: string;
  charge: string;
  basis: string;
  quantity: number;
  currency: QuoteCurrency;
  buy: number | null;
  /** The sell amount a person typed over the margin rules, or null to follow the rules. */
  sellOverride: number | null;
  /** The sell amount as stored (shown as it is when the quote cannot change). */
  storedSell: number | null;
  /**
   * The charge, currency and buy the stored sell amount was priced from ('' for a line not yet
   * saved): while they stay so, the line keeps its stored amount, even if the margin rules have
   * changed since, so opening a quote never changes what the client was offered.
   */
  storedBasis: string;
  ivaRate: IvaRate;
};

export type OptionDraft = {
  key: string;
  carrier: string;
  transitDays: number | null;
  freeDays: number | null;
  validUntil: string;
  lines: LineDraft[];
};

export type PieceDraft = {
  key: string;
  count: number | null;
  lengthCm: number | null;
  widthCm: number | null;
  heightCm: number | null;
  weightKg: number | null;
};

/** Every kind's cargo is kept while the person switches modes, so nothing typed is lost. */
export type CargoDraft = {
  kind: CargoKind;
  containers: { key: string; type: string; count: number | null }[];
  weightKg: number | null;
  volumeM3: number | null;
  pieces: PieceDraft[];
  vehicle: string;
  full: boolean;
};

export type QuoteDraft = {
  client: string;
  mode: QuoteMode;
  direction: QuotesRecord['direction'];
  origin: string;
  destination: string;
  incoterm: string;
  date: string;
  validUntil: string;
  currency: QuoteCurrency;
  notes: string;
  cargo: CargoDraft;
  options: OptionDraft[];
};

let nextKey = 0;
/** A key for a row of a list the person adds to and removes from. */
export const rowKey = () => `row-${(nextKey += 1)}`;

export const emptyPiece = (): PieceDraft => ({
  key: rowKey(),
  count: 1,
  lengthCm: null,
  widthCm: null,
  heightCm: null,
  weightKg: null,
});

export function emptyLine(route: Pick<QuoteDraft, 'mode' | 'origin' | 'destination'>): LineDraft {
  return {
    key: rowKey(),
    tariffId: '',
    charge: '',
    basis: 'shipment',
    quantity: 1,
    currency: 'USD',
    buy: null,
    sellOverride: null,
    storedSell: null,
    storedBasis: '',
    ivaRate: defaultIvaRate('', route),
  };
}

export const emptyOption = (): OptionDraft => ({
  key: rowKey(),
  carrier: '',
  transitDays: null,
  freeDays: null,
  validUntil: '',
  lines: [],
});

const PREFILL_MODES: Record<NonNullable<QuotePrefill['cargo']>, [QuoteMode, CargoKind, boolean]> = {
  FCL: ['ocean', 'fcl', true],
  LCL: ['ocean', 'lcl', true],
  AIR: ['air', 'air', true],
  FTL: ['land', 'land', true],
  LTL: ['land', 'land', false],
};

/** A new quote dated `today` (business time), valid 15 days, started from a prefill. */
export function newQuoteDraft(today: string, prefill: QuotePrefill = {}): QuoteDraft {
  const [mode, kind, full] = PREFILL_MODES[prefill.cargo ?? 'FCL'];
  const date = prefill.date ?? today;
  const containers = prefill.containers ?? [{ type: '45G1', count: 1 }];
  return {
    client: '',
    mode,
    direction: 'import',
    origin: prefill.origin ?? '',
    destination: prefill.destination ?? '',
    incoterm: '',
    date,
    validUntil: addTariffDays(date, DEFAULT_VALID_DAYS),
    currency: 'USD',
    notes: '',
    cargo: {
      kind,
      containers: containers.map((row) => ({ ...row, key: rowKey() })),
      weightKg: prefill.weightKg ?? null,
      volumeM3: prefill.volumeM3 ?? null,
      // Air from the calculator knows the weight, not the pieces: one piece of that weight.
      pieces: [{ ...emptyPiece(), weightKg: kind === 'air' ? (prefill.weightKg ?? null) : null }],
      vehicle: '',
      full,
    },
    options: [],
  };
}

/** The cargo kind a mode uses (ocean keeps FCL or LCL as it was). */
export function cargoKindFor(mode: QuoteMode, current: CargoKind): CargoKind {
  if (mode === 'ocean') return current === 'lcl' ? 'lcl' : 'fcl';
  return mode;
}

/** What a line's sell amount was priced from, to tell whether it still stands. */
export function lineBasis(line: Pick<LineDraft, 'charge' | 'currency' | 'buy'>): string {
  return JSON.stringify([line.charge.trim(), line.currency, line.buy]);
}
