import type { QuotesRecord } from '@rumbo/domain';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useDeleteQuote } from '#data/quotes/quote-moves.ts';
import { paths } from '#lib/paths.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { showToast } from '#ui/toast.ts';
import { quoteRefusal, refusalText } from './quote-refusal.ts';

/**
 * Delete, asked first in the 'Confirm action' dialog; then back to the quotes list. Offline or
 * refused, the quote stays and a toast says why.
 */
export function useDeleteQuoteAction() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const remove = useDeleteQuote();
  const run = async (quote: Pick<QuotesRecord, 'id' | 'code'>) => {
    const confirmed = await confirmAction({
      message: t('quoteActions.delete.confirm', { code: quote.code }),
      confirmLabel: t('quoteActions.delete.confirmLabel'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      await remove.mutateAsync(quote.id);
      showToast({
        message: t('quoteActions.delete.deleted', { code: quote.code }),
        tone: 'success',
      });
      void navigate(paths.dashboard.quotes);
    } catch (error) {
      showToast({
        message: t('quoteActions.delete.failed', {
          reason: refusalText(t, quoteRefusal(t, error)),
        }),
        tone: 'error',
        durationMs: 6000,
      });
    }
  };
  return { run, isPending: remove.isPending };
}
