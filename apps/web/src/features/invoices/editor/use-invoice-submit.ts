import { useState, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { isPacSilence, useStampInvoice } from '#data/invoices/invoice-moves.ts';
import { useSaveInvoice } from '#data/invoices/invoice-save.ts';
import type { InvoiceRecord } from '#data/invoices/invoice-types.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { paths } from '#lib/paths.ts';
import { showToast } from '#ui/toast.ts';
import { invoiceWriteOf } from './invoice-draft.ts';
import type { InvoiceFigures } from './invoice-figures.ts';
import { serverProblems, type EditorProblem } from './invoice-problems.ts';
import type { InvoiceDraftState } from './use-invoice-draft.ts';

/** How the PAC answered the last stamp: refused the invoice, or did not answer at all. */
export type PacOutcome = { kind: 'refused' | 'silent'; message: string } | null;

type SubmitInput = {
  record: InvoiceRecord | null;
  companyId: string;
  state: InvoiceDraftState;
  figures: InvoiceFigures;
  problems: readonly EditorProblem[];
  isLeavingSaved: RefObject<boolean>;
};

/**
 * The editor's Save and "Seal and stamp": a save sends the draft (a refusal puts each problem
 * at its field, nothing typed is lost); a stamp first saves unsaved edits, then asks the server
 * to seal, validate and stamp, and says plainly what the server or the PAC answered.
 */
export function useInvoiceSubmit({ record, companyId, state, figures, ...rest }: SubmitInput) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveInvoice();
  const stamp = useStampInvoice();
  const [formError, setFormError] = useState<string | null>(null);
  const [pac, setPac] = useState<PacOutcome>(null);

  const saveDraft = async (): Promise<InvoiceRecord | null> => {
    const body = invoiceWriteOf(state.draft);
    try {
      const saved = await save.mutateAsync(
        record
          ? { kind: 'update', id: record.id, body, version: record.updated }
          : { kind: 'create', company: companyId, body },
      );
      state.setRefused([]);
      state.markSaved(state.draft);
      if (!record) {
        rest.isLeavingSaved.current = true;
        void navigate(paths.dashboard.invoice(saved.id), { replace: true });
      }
      return saved;
    } catch (error) {
      const fields = serverProblems(error, figures, { concepts: false });
      if (fields) state.setRefused(fields);
      setFormError(
        fields
          ? t('invoiceEditor.fixFields')
          : isServerUnreachable(error)
            ? t('invoiceEditor.offlineSave')
            : t('invoiceEditor.saveFailed', { message: serverErrorText(error) }),
      );
      return null;
    }
  };

  const handleSave = async () => {
    setFormError(null);
    const saved = await saveDraft();
    if (saved && record) showToast({ message: t('invoiceEditor.saved'), tone: 'success' });
  };

  const handleStamp = async () => {
    setFormError(null);
    setPac(null);
    if (!record) return;
    if (rest.problems.some((problem) => problem.severity === 'block')) {
      setFormError(t('invoiceEditor.stamp.fixFirst'));
      return;
    }
    const saved = state.isDirty ? await saveDraft() : record;
    if (!saved) return;
    try {
      const stamped = await stamp.mutateAsync(saved.id);
      showToast({
        message: t('invoiceEditor.stamp.done', { code: stamped.code, uuid: stamped.uuid }),
        tone: 'success',
        durationMs: 6000,
      });
    } catch (error) {
      const fields = serverProblems(error, figures, { concepts: true });
      if (fields) {
        state.setRefused(fields);
        setFormError(t('invoiceEditor.stamp.notSealable'));
      } else if (isPacSilence(error)) setPac({ kind: 'silent', message: serverErrorText(error) });
      else if (isServerUnreachable(error)) setFormError(t('invoiceEditor.stamp.offline'));
      else setPac({ kind: 'refused', message: serverErrorText(error) });
    }
  };

  return {
    formError,
    pac,
    isSaving: save.isPending,
    isStamping: stamp.isPending,
    handleSave: () => void handleSave(),
    handleStamp: () => void handleStamp(),
  };
}
