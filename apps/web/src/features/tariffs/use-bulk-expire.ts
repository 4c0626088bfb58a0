import { canExpire, expireTariffPatch, type Tariff } from '@rumbo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { showToast } from '#ui/toast.ts';
import { updateTariff } from './save-tariff.ts';

/**
 * "Expire selected": asks first, then ends each chosen line that is still in force (one update
 * per line), and says how many were expired and how many the server refused.
 */
export function useBulkExpire(input: { userId: string; today: string; onDone: () => void }) {
  const { t } = useTranslation();
  const [isExpiring, setExpiring] = useState(false);
  const expire = async (selected: readonly Tariff[]) => {
    const expirable = selected.filter((tariff) => canExpire(tariff, input.today));
    if (expirable.length === 0) {
      showToast({ message: t('tariffs.expire.nothing'), tone: 'info' });
      return;
    }
    const confirmed = await confirmAction({
      message: t('tariffs.expire.confirm', { count: expirable.length }),
      confirmLabel: t('tariffs.expire.confirmLabel'),
      destructive: true,
    });
    if (!confirmed) return;
    setExpiring(true);
    const patch = expireTariffPatch(input.today);
    const results = await Promise.allSettled(
      expirable.map((tariff) =>
        updateTariff({ id: tariff.id, fields: patch, userId: input.userId }),
      ),
    );
    setExpiring(false);
    const failed = results.filter((result) => result.status === 'rejected').length;
    const done = results.length - failed;
    if (done > 0)
      showToast({ message: t('tariffs.expire.done', { count: done }), tone: 'success' });
    if (failed > 0)
      showToast({
        message: t('tariffs.expire.failed', { count: failed }),
        tone: 'error',
        durationMs: 6000,
      });
    input.onDone();
  };
  return { expire, isExpiring };
}
