/** One choice of a Select or Autocomplete. */
export type Choice = { value: string; label: string };

/** Choices whose label is the stored value itself. */
export function plainChoices(values: readonly string[]): Choice[] {
  return values.map((value) => ({ value, label: value }));
}

/**
 * The choices plus the current value when it is not among them (an older record, another
 * team's word): a Select shows only values it knows, and nothing saved may look blank.
 */
export function withCurrentChoice(choices: readonly Choice[], current: string): Choice[] {
  if (current === '' || choices.some((choice) => choice.value === current)) return [...choices];
  return [...choices, { value: current, label: current }];
}

/** Choices labelled from a catalogue map (value → label); unknown values show as they are. */
export function labelledChoices(
  values: readonly string[],
  labels: Readonly<Record<string, string>>,
): Choice[] {
  return values.map((value) => ({ value, label: labels[value] ?? value }));
}
