import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { EXCHANGE_RATES_ROOT } from '#data/exchange-rates/exchange-rates-query.ts';
import {
  planFixImport,
  runFixImport,
  type FixImportPlan,
  type FixImportResult,
} from '#data/exchange-rates/fix-import.ts';

export type FixImportState =
  | { step: 'idle' }
  | { step: 'reading' }
  | { step: 'unreadable'; error: unknown }
  | { step: 'planned'; plan: FixImportPlan }
  | { step: 'importing'; plan: FixImportPlan; done: number; total: number }
  | { step: 'finished'; plan: FixImportPlan; result: FixImportResult };

/** How many days an import writes: the new ones and the changed ones. */
export function fixImportSize(plan: FixImportPlan): number {
  return plan.fresh.length + plan.changed.length;
}

/**
 * A FIX file read and compared with the company's table, then imported day by day with its
 * progress; the table is read again when the import ends.
 */
export function useFixImport(companyId: string) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<FixImportState>({ step: 'idle' });
  // A file chosen after another replaces it: an earlier reading that ends later is dropped.
  const reading = useRef(0);

  const choose = async (file: File | null) => {
    const ticket = (reading.current += 1);
    if (!file) return setState({ step: 'idle' });
    setState({ step: 'reading' });
    try {
      const plan = await planFixImport(companyId, await file.text());
      if (ticket === reading.current) setState({ step: 'planned', plan });
    } catch (error) {
      if (ticket === reading.current) setState({ step: 'unreadable', error });
    }
  };

  const run = async () => {
    if (state.step !== 'planned') return;
    const { plan } = state;
    const result = await runFixImport(plan, (done, total) =>
      setState({ step: 'importing', plan, done, total }),
    );
    setState({ step: 'finished', plan, result });
    await queryClient.invalidateQueries({ queryKey: [EXCHANGE_RATES_ROOT] });
  };

  return { state, choose, run };
}
