import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';

export type EntryProblems = {
  /** Some input shows an entry the shipment could not take: an unsaved change in itself. */
  hasProblems: boolean;
  /** Why the last save was not started, while the entries are still uncorrected. */
  error: string | null;
  onEntryProblemsChange: (paths: readonly string[]) => void;
  /**
   * True when the save must wait for the entries to be corrected: it says why and takes the focus
   * to the first such entry.
   */
  refuseSave: () => boolean;
};

/**
 * The form's entries it could not take (a negative weight, a 5-digit year): they keep the
 * editor from saving, so nothing typed is silently replaced by 0 or dropped.
 */
export function useEntryProblems(): EntryProblems {
  const { t } = useTranslation();
  const [count, setCount] = useState(0);
  const [isRefused, setRefused] = useState(false);
  const onEntryProblemsChange = useCallback((paths: readonly string[]) => {
    setCount(paths.length);
    if (paths.length === 0) setRefused(false);
  }, []);
  const refuseSave = () => {
    setRefused(count > 0);
    if (count > 0) document.querySelector<HTMLElement>('[data-entry-problem]')?.focus();
    return count > 0;
  };
  return {
    hasProblems: count > 0,
    error: isRefused && count > 0 ? t('shipmentEditor.errors.entries') : null,
    onEntryProblemsChange,
    refuseSave,
  };
}
