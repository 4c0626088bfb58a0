import { datetimeMacroValue, type DatetimeMacro } from '@rumbo/domain';

/**
 * A datetime macro (`@now`, `@todayStart`, `@hour`, …) left unbound by the compile: its
 * parameter holds this marker, and `bindLateMacros` gives it the time of the run. A compile
 * with late macros is the same text and parameters at any time, so it can be kept (decision
 * 070). Only for dialects that bind parameters as given (`QueryDialect.bindsLateMacros`): a
 * dialect that rewrites constants needs their value while it compiles.
 */
export class LateMacro {
  constructor(readonly macro: DatetimeMacro) {}

  /** Whole-number macros bind as integers so they compare like PocketBase's Go ints. */
  valueAt(now: Date): unknown {
    const value = datetimeMacroValue(this.macro, now);
    return typeof value === 'number' ? BigInt(value) : value;
  }
}

/** The parameters with each late macro bound at `now` (each macro valued once). */
export function bindLateMacros(params: readonly unknown[], now: Date): unknown[] {
  const values = new Map<string, unknown>();
  return params.map((value) => {
    if (!(value instanceof LateMacro)) return value;
    if (!values.has(value.macro)) values.set(value.macro, value.valueAt(now));
    return values.get(value.macro);
  });
}
