import { draftToTariffFields, type TariffDraft } from '@rumbo/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { VersionedSave } from '#data/repository/repository-types.ts';
import { SaveCancelledError } from '#data/common/save-cancelled-error.ts';
import { showToast } from '#ui/toast.ts';
import { TARIFFS_QUERY_KEY } from '#data/tariffs/tariffs-query.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import type { TariffSaveAnswer } from './form/tariff-form.tsx';
import { serverFieldErrors } from './form/tariff-form-values.ts';
import { createTariff, updateTariff, type TariffSaveOutcome } from './save-tariff.ts';

export type TariffSaveTarget =
  | { kind: 'create'; id: string; companyId: string }
  | { kind: 'update'; id: string; versioned?: VersionedSave };

/** Saving a line (new, edited or duplicated), with the toast and the list refresh that follow. */
export function useTariffActions(userId: string) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: TARIFFS_QUERY_KEY });

  const save = async (target: TariffSaveTarget, draft: TariffDraft): Promise<TariffSaveAnswer> => {
    const fields = draftToTariffFields(draft);
    try {
      const outcome: TariffSaveOutcome =
        target.kind === 'create'
          ? await createTariff({ id: target.id, fields, companyId: target.companyId, userId })
          : await updateTariff({ id: target.id, fields, userId, versioned: target.versioned });
      const name = `${fields.origin} → ${fields.destination} · ${fields.charge}`;
      showToast(
        outcome.isLocal
          ? { message: t('tariffs.form.savedLocally', { name }), tone: 'warning', durationMs: 5000 }
          : { message: t('tariffs.form.saved', { name }), tone: 'success' },
      );
      void refresh();
      return { kind: 'saved' };
    } catch (error) {
      if (error instanceof SaveCancelledError) {
        showToast({ message: t('saveConflict.cancelled'), tone: 'warning' });
        return { kind: 'failed' };
      }
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) return { kind: 'refused', fieldErrors };
      const message = serverErrorText(error);
      showToast({
        message: t('tariffs.form.failed', { message }),
        tone: 'error',
        durationMs: 6000,
      });
      return { kind: 'failed' };
    }
  };

  return { save, refresh };
}
