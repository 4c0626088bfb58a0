import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { deleteExchangeRate } from '#data/exchange-rates/exchange-rate-save.ts';
import {
  EXCHANGE_RATES_ROOT,
  type ExchangeRateRow,
} from '#data/exchange-rates/exchange-rates-query.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { showToast } from '#ui/toast.ts';
import { dayText, rateText } from './exchange-rate-text.ts';

/** Deletes a day's rate once the person confirms, then reads the table again. */
export function useDeleteExchangeRate() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const run = async (rate: ExchangeRateRow): Promise<void> => {
    const day = dayText(rate.day);
    const confirmed = await confirmAction({
      message: t('quoteSettings.rates.deleteConfirm', { day, rate: rateText(rate.mxnPerUsd) }),
      confirmLabel: t('quoteSettings.rates.deleteLabel'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await deleteExchangeRate(rate.id);
      showToast({ message: t('quoteSettings.rates.deleted', { day }), tone: 'success' });
    } catch (error) {
      showToast({
        message: t('quoteSettings.rates.deleteFailed', { message: serverErrorText(error) }),
        tone: 'error',
      });
    }
    await queryClient.invalidateQueries({ queryKey: [EXCHANGE_RATES_ROOT] });
  };
  return { run };
}
