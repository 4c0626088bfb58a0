/**
 * The shape of a catalogue part in another language: the same keys as the default catalogue's
 * part `T` (plural suffixes included), each text any string. A key missing or added in a
 * translation fails the typecheck (`satisfies TextsOf<typeof part>`).
 */
export type TextsOf<T> = {
  readonly [K in keyof T]: T[K] extends string ? string : TextsOf<T[K]>;
};

/** Some of the texts of `T`: what a language changes of a part it otherwise shares. */
export type SomeTextsOf<T> = {
  readonly [K in keyof T]?: T[K] extends string ? string : SomeTextsOf<T[K]>;
};

/** `base` with `changes` laid over it, key by key, at any depth. */
export function withTexts<T extends object>(base: T, changes: SomeTextsOf<T>): TextsOf<T> {
  const merged: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, change] of Object.entries(changes as Record<string, unknown>)) {
    const original = (base as Record<string, unknown>)[key];
    merged[key] =
      typeof change === 'object' && change !== null && typeof original === 'object'
        ? withTexts(original as object, change as SomeTextsOf<object>)
        : change;
  }
  return merged as TextsOf<T>;
}
