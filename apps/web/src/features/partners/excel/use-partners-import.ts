import {
  validatePartnerImport,
  type PartnerImportCheck,
  type PartnerSheetKey,
} from '@rumbo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PARTNERS_QUERY_ROOT } from '#data/partners/partners-query.ts';
import { savePartner } from '#data/partners/save-partner.ts';
import { newRecordId } from '#data/common/record-id.ts';
import { showToast } from '#ui/toast.ts';
import { readPartnersWorkbook } from './read-partners-workbook.ts';

export type ImportState =
  | { step: 'idle' }
  | { step: 'reading' }
  | { step: 'fileError'; reason: 'unreadable' | 'empty' }
  | { step: 'missingColumns'; columns: PartnerSheetKey[] }
  | { step: 'checked'; check: PartnerImportCheck }
  | { step: 'importing'; check: PartnerImportCheck; done: number }
  | { step: 'failed'; check: PartnerImportCheck; done: number; row: number; message: string };

/**
 * Reading, checking and importing a partner file. Every row is checked before anything is
 * saved; only a file without problems can be imported, one partner after the other with the
 * progress shown. A failure midway (the server refusing a row) stops there and says so.
 */
export function usePartnersImport(userId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [state, setState] = useState<ImportState>({ step: 'idle' });

  const choose = async (file: File | null) => {
    if (!file) return setState({ step: 'idle' });
    setState({ step: 'reading' });
    const read = await readPartnersWorkbook(
      await file.arrayBuffer(),
      t('partners.import.templateSheet'),
    );
    if (read.kind === 'unreadable') return setState({ step: 'fileError', reason: 'unreadable' });
    if (read.kind === 'missingColumns')
      return setState({ step: 'missingColumns', columns: read.columns });
    const check = validatePartnerImport(read.lines);
    if (check.drafts.length === 0 && check.errors.length === 0)
      return setState({ step: 'fileError', reason: 'empty' });
    setState({ step: 'checked', check });
  };

  /** Creates every partner of a checked file; resolves true when all were created. */
  const start = async (company: string | null): Promise<boolean> => {
    if (state.step !== 'checked' || state.check.errors.length > 0) return false;
    const { check } = state;
    let done = 0;
    for (const draft of check.drafts) {
      setState({ step: 'importing', check, done });
      const { rowNumber: _row, ...fields } = draft;
      try {
        await savePartner({
          partner: { ...fields, id: newRecordId(), ...(company ? { company } : {}) },
          isNew: true,
          userId,
        });
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        setState({ step: 'failed', check, done, row: draft.rowNumber, message });
        void queryClient.invalidateQueries({ queryKey: [PARTNERS_QUERY_ROOT] });
        return false;
      }
      done += 1;
    }
    void queryClient.invalidateQueries({ queryKey: [PARTNERS_QUERY_ROOT] });
    showToast({ message: t('partners.import.done', { count: done }), tone: 'success' });
    setState({ step: 'idle' });
    return true;
  };

  return { state, choose, start, reset: () => setState({ step: 'idle' }) };
}
