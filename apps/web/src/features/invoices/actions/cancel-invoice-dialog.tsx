import { Alert, Button, Group, Modal, Select, Stack, Text } from '@mantine/core';
import {
  MOTIVOS_CANCELACION,
  cancellationNeedsReplacement,
  formatDay,
  satText,
  type MotivoCancelacion,
} from '@rumbo/domain';
import { IconBan } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCancelInvoice } from '#data/invoices/invoice-moves.ts';
import { clientStampedInvoicesQuery } from '#data/invoices/invoices-query.ts';
import type { InvoiceRecord } from '#data/invoices/invoice-types.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { showToast } from '#ui/toast.ts';
import { actionRefusal, otherProblems, type ActionRefusal } from './action-refusal.ts';
import { useDialogSize } from '#ui/use-dialog-size.ts';

export type CancelInvoiceDialogProps = { invoice: InvoiceRecord; onClose: () => void };

/**
 * Cancels a stamped invoice before the SAT with one of its reasons (01–04). Reason 01 ("issued
 * with errors, replaced") names the client's stamped invoice that replaces it. The person
 * confirms once more ('Confirm action'): a cancellation cannot be undone.
 */
export function CancelInvoiceDialog({ invoice, onClose }: CancelInvoiceDialogProps) {
  const { t, i18n } = useTranslation();
  const size = useDialogSize('md');
  const [reason, setReason] = useState<MotivoCancelacion | null>(null);
  const [replacement, setReplacement] = useState<string | null>(null);
  const [isChecked, setChecked] = useState(false);
  const [refusal, setRefusal] = useState<ActionRefusal | null>(null);
  const needsReplacement = reason !== null && cancellationNeedsReplacement(reason);
  const candidates = useQuery({
    ...clientStampedInvoicesQuery(invoice.client),
    enabled: needsReplacement,
  });
  const cancel = useCancelInvoice(invoice.id);
  const choices = (candidates.data ?? [])
    .filter((other) => other.id !== invoice.id)
    .map((other) => ({
      value: other.id,
      label: `${other.code} · ${formatDay(other.issuedAt)} · ${other.uuid.slice(0, 8).toUpperCase()}`,
    }));
  const submit = async () => {
    setChecked(true);
    setRefusal(null);
    if (!reason || (needsReplacement && !replacement)) return;
    const confirmed = await confirmAction({
      message: t('invoiceActions.cancelInvoice.confirm', { code: invoice.code }),
      confirmLabel: t('invoiceActions.cancelInvoice.submit'),
      destructive: true,
    });
    if (!confirmed) return;
    try {
      const answer = await cancel.mutateAsync({
        reason,
        ...(needsReplacement && replacement ? { replacement } : {}),
      });
      // Most cancellations wait for the client's acceptance: the invoice stays valid meanwhile.
      const done = answer.state === 'cancelled';
      showToast({
        tone: done ? 'success' : 'info',
        message: t(
          done ? 'invoiceActions.cancelInvoice.done' : 'invoiceActions.cancelInvoice.asked',
          {
            code: invoice.code,
          },
        ),
      });
      onClose();
    } catch (error) {
      setRefusal(actionRefusal(t, error));
    }
  };
  const other = otherProblems(refusal, ['reason', 'replacement']);
  return (
    <Modal
      opened
      onClose={onClose}
      title={t('invoiceActions.cancelInvoice.title', { code: invoice.code })}
      closeButtonProps={{ 'aria-label': t('invoiceActions.close') }}
      {...size}
    >
      <Stack gap="sm">
        <Text size="sm">{t('invoiceActions.cancelInvoice.intro')}</Text>
        <Select
          label={t('invoiceActions.cancelInvoice.reason')}
          placeholder={t('invoiceActions.cancelInvoice.reasonPlaceholder')}
          data={MOTIVOS_CANCELACION.map((motivo) => ({
            value: motivo.code,
            label: `${motivo.code} · ${satText(MOTIVOS_CANCELACION, motivo.code, i18n.language)}`,
          }))}
          value={reason}
          onChange={(value) => setReason(value as MotivoCancelacion | null)}
          required
          error={
            refusal?.fields.reason ??
            (isChecked && !reason ? t('invoiceActions.cancelInvoice.reasonRequired') : undefined)
          }
          comboboxProps={{ withinPortal: true }}
        />
        {needsReplacement && (
          <Select
            label={t('invoiceActions.cancelInvoice.replacement')}
            description={t('invoiceActions.cancelInvoice.replacementHint')}
            placeholder={
              candidates.isPending
                ? t('invoiceActions.cancelInvoice.loadingReplacements')
                : undefined
            }
            data={choices}
            value={replacement}
            onChange={setReplacement}
            searchable
            nothingFoundMessage={t('invoiceActions.cancelInvoice.noReplacement')}
            required
            error={
              refusal?.fields.replacement ??
              (isChecked && !replacement
                ? t('invoiceActions.cancelInvoice.replacementRequired')
                : undefined)
            }
            comboboxProps={{ withinPortal: true }}
          />
        )}
        {other && (
          <Alert color="red" role="alert">
            {other}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose}>
            {t('invoiceActions.keep')}
          </Button>
          <Button
            color="red"
            leftSection={<IconBan size={16} aria-hidden />}
            loading={cancel.isPending}
            onClick={() => void submit()}
          >
            {t('invoiceActions.cancelInvoice.submit')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
