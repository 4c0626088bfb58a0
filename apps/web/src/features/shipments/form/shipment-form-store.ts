import { shipmentWarnings, type ShipmentMode, type ShipmentWarning } from '@rumbo/domain';
import { applyPatch, type ShipmentValue } from './form-values.ts';
import { indexWarnings } from './form-warnings.ts';
import type { FormPartner } from './shipment-form-context.ts';

type Inputs = {
  mode: ShipmentMode;
  value: ShipmentValue;
  partners: readonly FormPartner[];
  onChange: (next: ShipmentValue) => void;
  /** The field paths whose input holds an entry the value could not take (see EntryProblem). */
  onEntryProblemsChange?: (paths: readonly string[]) => void;
};

/**
 * Why an input keeps what was typed instead of writing it: a negative weight, volume or count,
 * a date the product cannot store (a 5-digit year). The input shows it with the reason; the
 * value keeps its last good entry, and the editor will not save until it is corrected.
 */
export type EntryProblem = 'negative' | 'year' | 'date';

/**
 * The value one form edits, held outside React state so that a keystroke re-renders only the
 * fields whose value (or warning) changed, not the form's 150-odd inputs. Fields read it with
 * useSyncExternalStore; the host's `value` prop stays the truth and is published when it
 * differs from what the form last wrote.
 */
export type ShipmentFormStore = {
  getValue(): ShipmentValue;
  getPartners(): readonly FormPartner[];
  /** The validators' warning for a field path of the current value, if any. */
  warningFor(path: string): ShipmentWarning | undefined;
  subscribe(listener: () => void): () => void;
  /** Takes the host's latest props; listeners hear about a changed value or partner list. */
  sync(inputs: Inputs): void;
  /** Writes fields (and their mirrors) and hands the whole next value to the host. */
  update(patch: ShipmentValue): void;
  /** An input at `path` holds an entry it could not write (or no longer does: null). */
  setEntryProblem(path: string, problem: EntryProblem | null): void;
};

export function createShipmentFormStore(initial: Inputs): ShipmentFormStore {
  let inputs = initial;
  let warnings: { value: ShipmentValue; byPath: ReadonlyMap<string, ShipmentWarning> } | null =
    null;
  const listeners = new Set<() => void>();
  const entryProblems = new Map<string, EntryProblem>();
  const notify = () => listeners.forEach((listener) => listener());

  return {
    getValue: () => inputs.value,
    getPartners: () => inputs.partners,
    warningFor(path) {
      if (warnings?.value !== inputs.value) {
        const byPath = indexWarnings(shipmentWarnings(inputs.mode, inputs.value));
        warnings = { value: inputs.value, byPath };
      }
      return warnings.byPath.get(path);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    sync(next) {
      const isChanged = next.value !== inputs.value || next.partners !== inputs.partners;
      inputs = next;
      if (isChanged) notify();
    },
    update(patch) {
      const next = applyPatch(inputs.mode, inputs.value, patch);
      inputs = { ...inputs, value: next };
      notify();
      inputs.onChange(next);
    },
    setEntryProblem(path, problem) {
      if ((entryProblems.get(path) ?? null) === problem) return;
      if (problem) entryProblems.set(path, problem);
      else entryProblems.delete(path);
      inputs.onEntryProblemsChange?.([...entryProblems.keys()]);
    },
  };
}
