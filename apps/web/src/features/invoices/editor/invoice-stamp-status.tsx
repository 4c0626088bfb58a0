import { Alert, Button, Group, Loader, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconRefresh } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvoiceRecord } from '#data/invoices/invoice-types.ts';
import type { PacOutcome } from './use-invoice-submit.ts';

export type InvoiceStampStatusProps = {
  record: InvoiceRecord | null;
  isStamping: boolean;
  pac: PacOutcome;
  onRetry: () => void;
};

/**
 * Where the stamp stands, said plainly: running (sealing, validating, waiting on the PAC), the
 * PAC's refusal (the invoice is a draft again), or its silence (the invoice stays sealed and the
 * same XML is sent again on "Try again").
 */
export function InvoiceStampStatus({ record, isStamping, pac, onRetry }: InvoiceStampStatusProps) {
  const { t } = useTranslation();
  if (isStamping)
    return (
      <Alert color="blue" variant="light" role="status" aria-live="polite">
        <Group gap="sm" wrap="nowrap">
          <Loader size="sm" aria-hidden />
          <Stack gap={2}>
            <Text size="sm" fw={600}>
              {t('invoiceEditor.stamp.running')}
            </Text>
            <Text size="xs">{t('invoiceEditor.stamp.runningHint')}</Text>
          </Stack>
        </Group>
      </Alert>
    );
  const isSealed = record?.state === 'sealed';
  if (pac?.kind === 'silent' || isSealed)
    return (
      <Alert
        color="yellow"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('invoiceEditor.stamp.silentTitle')}
      >
        <Stack gap="xs" align="flex-start">
          <Text size="sm">{pac?.message || t('invoiceEditor.stamp.silent')}</Text>
          {record?.stampError && pac === null && (
            <Text size="xs">
              {t('invoiceEditor.stamp.lastAnswer', { message: record.stampError })}
            </Text>
          )}
          <Button leftSection={<IconRefresh size={16} aria-hidden />} onClick={onRetry}>
            {t('invoiceEditor.stamp.retry')}
          </Button>
        </Stack>
      </Alert>
    );
  if (pac?.kind === 'refused')
    return (
      <Alert
        color="red"
        variant="light"
        role="alert"
        icon={<IconAlertTriangle aria-hidden />}
        title={t('invoiceEditor.stamp.refusedTitle')}
      >
        <Text size="sm">{pac.message}</Text>
        <Text size="sm" mt={4}>
          {t('invoiceEditor.stamp.refusedHint')}
        </Text>
      </Alert>
    );
  if (record?.state === 'draft' && record.stampError)
    return (
      <Alert color="red" variant="light" icon={<IconAlertTriangle aria-hidden />} role="note">
        {t('invoiceEditor.stamp.lastAnswer', { message: record.stampError })}
      </Alert>
    );
  return null;
}
