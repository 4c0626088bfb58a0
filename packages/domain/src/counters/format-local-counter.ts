/** Kinds of record that get a readable id while they exist only in the browser. */
export type LocalCounterKind = 'shipment' | 'partner' | 'company' | 'user' | 'notification';

/** Prefix and zero-padding of each local id kind (SPEC §9). */
export const LOCAL_COUNTER_FORMATS: Readonly<
  Record<LocalCounterKind, { prefix: string; digits: number }>
> = {
  shipment: { prefix: 'S-', digits: 4 },
  partner: { prefix: 'P', digits: 3 },
  company: { prefix: 'C', digits: 3 },
  user: { prefix: 'U', digits: 3 },
  notification: { prefix: 'N-', digits: 5 },
};

/**
 * The local id for counter value `n` (a positive integer); numbers wider than the padding
 * keep all their digits (`P1000`).
 *
 * @example formatLocalCounter('notification', 12) // 'N-00012'
 */
export function formatLocalCounter(kind: LocalCounterKind, n: number): string {
  const format = localCounterFormat(kind);
  if (!Number.isSafeInteger(n) || n < 1) throw new RangeError(`Invalid local counter: ${n}`);
  return `${format.prefix}${String(n).padStart(format.digits, '0')}`;
}

/** The format of a kind; throws for a kind that is not one of `LocalCounterKind`. */
export function localCounterFormat(kind: LocalCounterKind): { prefix: string; digits: number } {
  if (!Object.hasOwn(LOCAL_COUNTER_FORMATS, kind)) {
    throw new Error(`Unknown local counter kind: ${String(kind)}`);
  }
  return LOCAL_COUNTER_FORMATS[kind];
}
