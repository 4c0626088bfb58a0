import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EditedPartner } from '#data/partners/partner-fiscal.ts';
import { PARTNERS_QUERY_ROOT } from '#data/partners/partners-query.ts';
import type { AskConflictChoices } from '#data/repository/repository-types.ts';
import { SaveCancelledError } from '#data/common/save-cancelled-error.ts';
import { deletePartner, savePartner } from '#data/partners/save-partner.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { showToast } from '#ui/toast.ts';
import {
  partnerFromValues,
  serverFieldErrors,
  type PartnerFormValues,
} from './partner-form-values.ts';
import { serverErrorText } from '#i18n/server-errors.ts';

export type SaveAnswer =
  | { kind: 'saved'; partner: EditedPartner }
  | { kind: 'refused'; fieldErrors: Record<string, string> }
  | { kind: 'failed'; message: string };

/** Saving and deleting a partner, with the toasts and the list refresh that follow. */
export function usePartnerActions(userId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: [PARTNERS_QUERY_ROOT] });

  const save = async (
    id: string,
    values: PartnerFormValues,
    isNew: boolean,
    opened?: { partner: EditedPartner; ask: AskConflictChoices },
  ): Promise<SaveAnswer> => {
    try {
      const partner = partnerFromValues(id, values);
      const outcome = await savePartner({ partner, isNew, userId, opened });
      const name = outcome.partner.displayName;
      showToast(
        outcome.isLocal
          ? {
              message: t('partners.form.savedLocally', { name }),
              tone: 'warning',
              durationMs: 5000,
            }
          : { message: t('partners.form.saved', { name }), tone: 'success' },
      );
      void refresh();
      return { kind: 'saved', partner: outcome.partner };
    } catch (error) {
      if (error instanceof SaveCancelledError)
        return { kind: 'failed', message: t('saveConflict.cancelled') };
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) return { kind: 'refused', fieldErrors };
      console.warn('The partner could not be saved.', error);
      return { kind: 'failed', message: serverErrorText(error) };
    }
  };

  /** Asks first (saying how many shipments name the partner); true once deleted. */
  const remove = async (partner: { id: string; displayName: string }, usedBy: number) => {
    const name = partner.displayName;
    const confirmed = await confirmAction({
      message:
        usedBy > 0
          ? t('partners.delete.confirmUsed', { name, count: usedBy })
          : t('partners.delete.confirm', { name }),
      confirmLabel: t('partners.delete.confirmLabel'),
      destructive: true,
    });
    if (!confirmed) return false;
    try {
      const { isLocal } = await deletePartner(partner.id);
      showToast({
        message: t(isLocal ? 'partners.delete.doneLocally' : 'partners.delete.done', { name }),
        tone: isLocal ? 'warning' : 'success',
      });
      void refresh();
      return true;
    } catch (error) {
      const message = serverErrorText(error);
      showToast({
        message: t('partners.delete.failed', { message }),
        tone: 'error',
        durationMs: 6000,
      });
      return false;
    }
  };

  return { save, remove };
}
