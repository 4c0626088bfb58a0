import { useEffect, useState } from 'react';
import { useShipmentForm } from './shipment-form-context.ts';
import type { EntryProblem } from './shipment-form-store.ts';

/**
 * An input's entry problem, told to the form under the input's path for as long as the input
 * shows it: moved along when the path changes (a row above was removed), withdrawn when the
 * input goes away or the entry is corrected.
 */
export function useEntryProblem(path: string): {
  problem: EntryProblem | null;
  setProblem: (problem: EntryProblem | null) => void;
} {
  const { store } = useShipmentForm();
  const [problem, setProblem] = useState<EntryProblem | null>(null);
  useEffect(() => {
    if (!problem) return;
    store.setEntryProblem(path, problem);
    return () => store.setEntryProblem(path, null);
  }, [store, path, problem]);
  return { problem, setProblem };
}
