import { Alert, Button, Stack, Text } from '@mantine/core';
import {
  CANCELLATION_ACCEPTANCE_HOURS,
  MOTIVOS_CANCELACION,
  cancellationOutcome,
  isCancellationPending,
  isCancellationRefusal,
  satText,
} from '@rumbo/domain';
import { IconHourglass, IconRefresh, IconUserX } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { isPacSilence, useCheckInvoiceCancellation } from '#data/invoices/invoice-moves.ts';
import type { InvoiceRecord } from '#data/invoices/invoice-types.ts';
import { showToast } from '#ui/toast.ts';
import { actionRefusal } from './action-refusal.ts';

/**
 * A cancellation the client must accept (decision 081): the request and its reason, the SAT's
 * 72 hours, and "Ask the SAT now"; or, once the client refused, that the invoice stays valid.
 */
export function CancellationWaiting({ invoice }: { invoice: InvoiceRecord }) {
  const { t, i18n } = useTranslation();
  const check = useCheckInvoiceCancellation(invoice.id);
  if (isCancellationPending(invoice)) {
    const ask = async () => {
      try {
        const outcome = cancellationOutcome(await check.mutateAsync());
        const says = {
          cancelled: 'invoiceActions.cancelInvoice.done',
          waiting: 'invoiceActions.waiting.stillWaiting',
          refused: 'invoiceActions.waiting.refusedToast',
        } as const;
        showToast({
          tone: outcome === 'cancelled' ? 'success' : 'info',
          message: t(says[outcome], { code: invoice.code }),
        });
      } catch (error) {
        const message = isPacSilence(error)
          ? t('invoiceActions.waiting.silent')
          : actionRefusal(t, error).message;
        showToast({ tone: 'warning', durationMs: 8000, message });
      }
    };
    const reason = `${invoice.cancelReason} · ${satText(MOTIVOS_CANCELACION, invoice.cancelReason, i18n.language)}`;
    return (
      <Alert color="yellow" variant="light" role="status" icon={<IconHourglass aria-hidden />}>
        <Stack gap="xs" align="flex-start">
          {/* A title in the alert's own colour falls below 4.5:1 on its tint: the text's colour. */}
          <Text size="sm" fw={600}>
            {t('invoiceActions.waiting.title')}
          </Text>
          <Text size="sm">{t('invoiceActions.waiting.reason', { reason })}</Text>
          <Text size="sm">
            {t('invoiceActions.waiting.body', { hours: CANCELLATION_ACCEPTANCE_HOURS })}
          </Text>
          <Button
            size="compact-sm"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            loading={check.isPending}
            onClick={() => void ask()}
          >
            {t('invoiceActions.waiting.ask')}
          </Button>
        </Stack>
      </Alert>
    );
  }
  if (invoice.state !== 'cancelled' && isCancellationRefusal(invoice.stampError))
    return (
      <Alert color="yellow" variant="light" role="note" icon={<IconUserX aria-hidden />}>
        <Text size="sm" fw={600}>
          {t('invoiceActions.waiting.refusedTitle')}
        </Text>
        <Text size="sm">{t('invoiceActions.waiting.refused')}</Text>
      </Alert>
    );
  return null;
}
