import type { TariffsRecord } from '../collections/record-types.generated.ts';
import { containerTypeForAlias } from '../shipments/container-type-codes.ts';
import { validateUnLocode } from '../validators/validate-un-locode.ts';
import { TARIFF_AIR_MODES, type TariffMode } from './tariff-catalogue.ts';
import { tariffDay, tariffRecordDate } from './tariff-days.ts';
import type { Tariff, TariffBreak, TariffDraft } from './tariff-types.ts';

/** The fields a tariff draft saves: the record's own, without company, audit and legacy ones. */
export type TariffFields = Pick<TariffsRecord, keyof TariffDraft>;

/** A blank line for a new-tariff form: sell, no mode yet, open-ended. */
export function emptyTariffDraft(): TariffDraft {
  return {
    kind: 'sell',
    mode: '',
    direction: '',
    cargoType: '',
    carrier: '',
    contractRef: '',
    customer: '',
    origin: '',
    destination: '',
    charge: '',
    basis: '',
    containerType: '',
    currency: '',
    amount: null,
    minAmount: null,
    breaks: [],
    validFrom: '',
    validTo: '',
    transitDays: null,
    freeDays: null,
    notes: '',
  };
}

/**
 * The draft as it should be saved: text trimmed; kind, basis, direction and cargo type lower
 * case; mode, currency and codes upper case; a UN/LOCODE typed with its space (`MX ZLO`) closed up
 * on non-air modes; a container trade name (`40HC`) replaced by its ISO 6346 code (`45G1`).
 * validateTariffDraft judges the normalised form itself, so callers may validate raw input, but
 * must save `normalizeTariffDraft(draft)` (draftToTariffFields does it for them).
 */
export function normalizeTariffDraft(draft: TariffDraft): TariffDraft {
  const mode = draft.mode.trim().toUpperCase() as TariffDraft['mode'];
  const place = (code: string) => normalizeTariffPlace(code, mode);
  const containerType = draft.containerType.replace(/\s+/g, '').toUpperCase();
  return {
    ...draft,
    kind: lower(draft.kind),
    mode,
    direction: lower(draft.direction),
    cargoType: lower(draft.cargoType),
    carrier: draft.carrier.trim(),
    contractRef: draft.contractRef.trim(),
    customer: draft.customer.trim(),
    origin: place(draft.origin),
    destination: place(draft.destination),
    charge: draft.charge.trim(),
    basis: lower(draft.basis),
    containerType: containerTypeForAlias(containerType) ?? containerType,
    currency: draft.currency.trim().toUpperCase(),
    breaks: draft.breaks.map((it) => ({ ...it })),
    validFrom: draft.validFrom.trim(),
    validTo: draft.validTo.trim(),
    notes: draft.notes.trim(),
  };
}

function lower<T extends string>(value: T): T {
  return value.trim().toLowerCase() as T;
}

/**
 * A place code as tariffs store and compare it: trimmed, upper case, and on non-air modes a
 * UN/LOCODE typed with its space (`MX ZLO`) closed up (`MXZLO`). Anything else is left as typed.
 */
export function normalizeTariffPlace(code: string, mode: TariffDraft['mode']): string {
  const text = code.trim().toUpperCase();
  if (TARIFF_AIR_MODES.includes(mode as TariffMode)) return text;
  const locode = validateUnLocode(text);
  return locode.ok ? locode.value.code : text;
}

/** A stored line as the form edits it: days `YYYY-MM-DD`, unset optional numbers (0) as null. */
export function tariffToDraft(t: Tariff): TariffDraft {
  return {
    kind: t.kind,
    mode: t.mode,
    direction: t.direction,
    cargoType: t.cargoType,
    carrier: t.carrier,
    contractRef: t.contractRef,
    customer: t.customer,
    origin: t.origin,
    destination: t.destination,
    charge: t.charge,
    basis: t.basis,
    containerType: t.containerType,
    currency: t.currency,
    amount: t.amount,
    minAmount: t.minAmount || null,
    breaks: readTariffBreaks(t.breaks),
    validFrom: tariffDay(t.validFrom),
    validTo: tariffDay(t.validTo),
    transitDays: t.transitDays || null,
    freeDays: t.freeDays || null,
    notes: t.notes,
  };
}

/**
 * The breaks stored in a line's JSON field: entries that are objects with finite numbers
 * `fromQty` and `amount`, in stored order; anything else reads as no breaks.
 */
export function readTariffBreaks(value: unknown): TariffBreak[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { fromQty, amount } = item as Record<string, unknown>;
    return typeof fromQty === 'number' &&
      Number.isFinite(fromQty) &&
      typeof amount === 'number' &&
      Number.isFinite(amount)
      ? [{ fromQty, amount }]
      : [];
  });
}

/**
 * What to send to the server for a draft that validateTariffDraft accepts: the normalised draft
 * with days as the stored layout (`YYYY-MM-DD 00:00:00.000Z`, UTC midnight, like membership
 * dates; validTo '' stays open-ended) and unset numbers as 0, as the server stores them.
 */
export function draftToTariffFields(draft: TariffDraft): TariffFields {
  const clean = normalizeTariffDraft(draft);
  return {
    ...clean,
    kind: clean.kind as TariffFields['kind'],
    mode: clean.mode as TariffFields['mode'],
    basis: clean.basis as TariffFields['basis'],
    amount: clean.amount ?? 0,
    minAmount: clean.minAmount ?? 0,
    breaks: clean.breaks,
    validFrom: tariffRecordDate(clean.validFrom),
    validTo: tariffRecordDate(clean.validTo),
    transitDays: clean.transitDays ?? 0,
    freeDays: clean.freeDays ?? 0,
  };
}
