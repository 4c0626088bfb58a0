import type { QuoteCargoInput, QuotesRecord } from '@rumbo/domain';
import type { QuoteWrite } from '#data/quotes/quote-save.ts';
import {
  emptyPiece,
  rowKey,
  type CargoDraft,
  lineBasis,
  type LineDraft,
  type OptionDraft,
  type QuoteDraft,
} from './quote-draft.ts';

// A stored quote as the editor's draft, and the draft as what the editor writes.

type Loose = Record<string, unknown>;
const objectsOf = (value: unknown): Loose[] =>
  Array.isArray(value)
    ? value.filter((it): it is Loose => typeof it === 'object' && it !== null)
    : [];
const numberOrNull = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The draft of a stored quote: the days as days, every option and line as stored. */
export function draftOfRecord(record: QuotesRecord): QuoteDraft {
  return {
    client: record.client,
    mode: record.mode,
    direction: record.direction,
    origin: record.origin,
    destination: record.destination,
    incoterm: record.incoterm,
    date: record.date.slice(0, 10),
    validUntil: record.validUntil.slice(0, 10),
    currency: record.currency,
    notes: record.notes,
    cargo: cargoOfRecord(record.cargo, record.mode),
    options: objectsOf(record.options).map(optionOfRecord),
  };
}

function optionOfRecord(option: Loose): OptionDraft {
  return {
    key: rowKey(),
    carrier: text(option.carrier),
    transitDays: numberOrNull(option.transitDays),
    freeDays: numberOrNull(option.freeDays),
    validUntil: text(option.validUntil).slice(0, 10),
    lines: objectsOf(option.lines).map((line): LineDraft => {
      const stored: Omit<LineDraft, 'storedBasis'> = {
        key: rowKey(),
        tariffId: text(line.tariffId),
        charge: text(line.charge),
        basis: text(line.basis) || 'shipment',
        quantity: numberOrNull(line.quantity) ?? 1,
        currency: line.currency === 'MXN' ? 'MXN' : 'USD',
        buy: numberOrNull(line.buy),
        sellOverride: numberOrNull(line.sellOverride),
        storedSell: numberOrNull(line.sell),
        ivaRate: line.ivaRate === 0 ? 0 : 0.16,
      };
      return { ...stored, storedBasis: stored.storedSell === null ? '' : lineBasis(stored) };
    }),
  };
}

function cargoOfRecord(value: unknown, mode: QuotesRecord['mode']): CargoDraft {
  const cargo = (typeof value === 'object' && value !== null ? value : {}) as Loose;
  const kind =
    cargo.kind === 'fcl' || cargo.kind === 'lcl' || cargo.kind === 'air' || cargo.kind === 'land'
      ? cargo.kind
      : mode === 'ocean'
        ? 'fcl'
        : mode;
  const pieces = objectsOf(cargo.pieces).map((piece) => ({
    key: rowKey(),
    count: numberOrNull(piece.count),
    lengthCm: numberOrNull(piece.lengthCm),
    widthCm: numberOrNull(piece.widthCm),
    heightCm: numberOrNull(piece.heightCm),
    weightKg: numberOrNull(piece.weightKg),
  }));
  return {
    kind,
    containers: objectsOf(cargo.containers).map((row) => ({
      key: rowKey(),
      type: text(row.type),
      count: numberOrNull(row.count),
    })),
    weightKg: numberOrNull(cargo.weightKg),
    volumeM3: numberOrNull(cargo.volumeM3),
    pieces: pieces.length > 0 ? pieces : [emptyPiece()],
    vehicle: text(cargo.vehicle),
    full: cargo.full !== false,
  };
}

/** The cargo of the draft's kind, as the domain reads it (blank numbers count as 0). */
export function cargoInput(cargo: CargoDraft): QuoteCargoInput {
  const n = (value: number | null) => value ?? 0;
  switch (cargo.kind) {
    case 'fcl':
      return {
        kind: 'fcl',
        containers: cargo.containers.map((row) => ({ type: row.type, count: n(row.count) })),
        ...(cargo.weightKg !== null ? { weightKg: cargo.weightKg } : {}),
      };
    case 'lcl':
      return { kind: 'lcl', volumeM3: n(cargo.volumeM3), weightKg: n(cargo.weightKg) };
    case 'air':
      return {
        kind: 'air',
        pieces: cargo.pieces.map((piece) => ({
          count: n(piece.count),
          lengthCm: n(piece.lengthCm),
          widthCm: n(piece.widthCm),
          heightCm: n(piece.heightCm),
          weightKg: n(piece.weightKg),
        })),
      };
    case 'land':
      return {
        kind: 'land',
        vehicle: cargo.vehicle.trim(),
        full: cargo.full,
        ...(cargo.weightKg !== null ? { weightKg: cargo.weightKg } : {}),
        ...(cargo.volumeM3 !== null ? { volumeM3: cargo.volumeM3 } : {}),
      };
  }
}

/** A priced line as stored: its sell amount and where that came from. */
export type PricedLineDraft = LineDraft & { sell: number | null; marginSource: string };

/** What the editor writes for `draft`, each option's lines at the sell amounts shown. */
export function quoteWriteOf(
  draft: QuoteDraft,
  pricedOptions: readonly (readonly PricedLineDraft[])[],
): QuoteWrite {
  return {
    client: draft.client,
    mode: draft.mode,
    direction: draft.direction,
    origin: draft.origin.trim(),
    destination: draft.destination.trim(),
    incoterm: draft.incoterm,
    currency: draft.currency,
    date: draft.date,
    validUntil: draft.validUntil,
    notes: draft.notes,
    cargo: cargoInput(draft.cargo),
    options: draft.options.map((option, index) => ({
      carrier: option.carrier.trim(),
      transitDays: option.transitDays,
      freeDays: option.freeDays,
      validUntil: option.validUntil,
      lines: (pricedOptions[index] ?? []).map((line) => ({
        tariffId: line.tariffId,
        charge: line.charge.trim(),
        basis: line.basis,
        quantity: line.quantity,
        currency: line.currency,
        buy: line.buy,
        sell: line.sell,
        sellOverride: line.sellOverride,
        marginSource: line.marginSource,
        ivaRate: line.ivaRate,
      })),
    })),
  };
}
