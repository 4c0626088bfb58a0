import { toDate, toWallTimeInput, type ShipmentMode } from '@rumbo/domain';

/** A shipment as the form edits it: the flat record with ISO dates. */
export type ShipmentValue = Record<string, unknown>;

/** One entry of a JSON sub-list (containers, cost rows, legs …): always has an id. */
export type ListItem = { id: string; [key: string]: unknown };

/** A stored text as the input shows it; numbers as digits, anything else blank. */
export function textOf(stored: unknown): string {
  if (typeof stored === 'string') return stored;
  return typeof stored === 'number' ? String(stored) : '';
}

/** A stored number as a number, or '' when empty (what Mantine's NumberInput shows as blank). */
export function numberOf(stored: unknown): number | '' {
  if (typeof stored === 'number' && Number.isFinite(stored)) return stored;
  if (typeof stored === 'string' && stored.trim() !== '' && Number.isFinite(Number(stored)))
    return Number(stored);
  return '';
}

/** A stored JSON sub-list's entries; anything that is not an object is skipped. */
export function listOf(stored: unknown): ListItem[] {
  if (!Array.isArray(stored)) return [];
  return stored.filter(
    (item): item is ListItem => typeof item === 'object' && item !== null && !Array.isArray(item),
  );
}

export function readText(value: ShipmentValue, field: string): string {
  return textOf(value[field]);
}

export function readNumber(value: ShipmentValue, field: string): number | '' {
  return numberOf(value[field]);
}

/** NumberInput gives '' when cleared; the record stores null then. */
export function toStoredNumber(input: number | string): number | null {
  if (typeof input === 'number') return Number.isFinite(input) ? input : null;
  const parsed = Number(input);
  return input.trim() === '' || !Number.isFinite(parsed) ? null : parsed;
}

/**
 * The value a `datetime-local` input shows for a stored time: its wall time in the business zone
 * (UTC−6, as the lists and the clock show it) to the minute, whatever the computer's zone.
 * PocketBase writes dates with a space (`2025-01-02 10:30:00.000Z`), so both forms parse.
 */
export function isoToLocalInput(iso: unknown): string {
  return toWallTimeInput(iso);
}

/** The ISO time of a `datetime-local` value (business wall time); '' when empty or incomplete. */
export function localInputToIso(text: string): string {
  return toDate(text)?.toISOString() ?? '';
}

const ID_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

/** A 15-character id for a new sub-list entry, in the record server's id alphabet. */
export function newItemId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(15));
  return Array.from(bytes, (byte) => ID_ALPHABET[byte % ID_ALPHABET.length]).join('');
}

/**
 * Fields the record keeps twice (the contract's record shape): the reference, the status and
 * the places the lists show. Writing one writes its mirror too, so the value stays consistent.
 */
const MIRRORS: Readonly<Record<ShipmentMode, Readonly<Record<string, string>>>> = {
  ocean: {
    ref: 'reference',
    operationalStatus: 'status',
    portOfLoad: 'origin',
    portOfArrival: 'destination',
  },
  air: { airportOfDeparture: 'origin', airportOfArrival: 'destination' },
  land: { ref: 'reference' },
};

/** The next value after `patch`, with each patched field's mirror following it. */
export function applyPatch(
  mode: ShipmentMode,
  value: ShipmentValue,
  patch: ShipmentValue,
): ShipmentValue {
  const next = { ...value, ...patch };
  for (const [field, fieldValue] of Object.entries(patch)) {
    const mirror = MIRRORS[mode][field];
    if (mirror) next[mirror] = fieldValue;
  }
  return next;
}
