import {
  Alert,
  Anchor,
  CopyButton,
  Group,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { MOTIVOS_CANCELACION, formatDateTime, formatDay, satText } from '@rumbo/domain';
import { IconAlertTriangle, IconCopy } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { isTestStamp, type InvoiceRecord } from '#data/invoices/invoice-types.ts';
import { paths } from '#lib/paths.ts';
import { CancellationWaiting } from './cancellation-waiting.tsx';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" fw={500} component="div" style={{ overflowWrap: 'anywhere' }}>
        {children}
      </Text>
    </Stack>
  );
}

/**
 * What the stamp made of the invoice: its fiscal folio (UUID), when it was issued and stamped,
 * the certificate, the rate of a USD invoice, a cancellation waiting for the client, and, once
 * cancelled, why and by which invoice it was replaced. The demo's test stamps say plainly that they are not valid.
 */
export function InvoiceStampInfo({ invoice }: { invoice: InvoiceRecord }) {
  const { t, i18n } = useTranslation();
  return (
    <Stack gap="sm">
      {isTestStamp(invoice) && (
        <Alert color="yellow" variant="light" icon={<IconAlertTriangle aria-hidden />} role="note">
          <Text size="sm" fw={600}>
            {t('invoiceActions.testStamp.title')}
          </Text>
          <Text size="sm">{t('invoiceActions.testStamp.hint')}</Text>
        </Alert>
      )}
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm">
        <Fact label={t('invoiceActions.info.uuid')}>
          <Group gap={4} wrap="nowrap">
            <Text size="sm" ff="monospace" fw={500} data-testid="invoice-uuid">
              {invoice.uuid}
            </Text>
            <CopyButton value={invoice.uuid}>
              {({ copied, copy }) => (
                <UnstyledButton
                  onClick={copy}
                  aria-label={t(copied ? 'invoiceActions.info.copied' : 'invoiceActions.info.copy')}
                >
                  <IconCopy size={16} aria-hidden />
                </UnstyledButton>
              )}
            </CopyButton>
          </Group>
        </Fact>
        <Fact label={t('invoiceActions.info.issuedAt')}>{formatDateTime(invoice.issuedAt)}</Fact>
        <Fact label={t('invoiceActions.info.stampedAt')}>{formatDateTime(invoice.stampedAt)}</Fact>
        <Fact label={t('invoiceActions.info.certificate')}>{invoice.certificateNumber || '—'}</Fact>
        {invoice.currency === 'USD' && invoice.exchangeRate > 0 && (
          <Fact label={t('invoiceActions.info.exchangeRate')}>
            {invoice.exchangeRate.toFixed(4)}
          </Fact>
        )}
        <Fact label={t('invoiceActions.info.due')}>{formatDay(invoice.dueDate)}</Fact>
      </SimpleGrid>
      <CancellationWaiting invoice={invoice} />
      {invoice.state === 'cancelled' && (
        <Alert
          color="red"
          variant="light"
          title={t('invoiceActions.info.cancelledTitle')}
          role="note"
        >
          <Text size="sm">
            {t('invoiceActions.info.cancelledOn', {
              day: formatDateTime(invoice.cancelledAt),
              reason: invoice.cancelReason
                ? `${invoice.cancelReason} · ${satText(MOTIVOS_CANCELACION, invoice.cancelReason, i18n.language)}`
                : '—',
            })}
          </Text>
          {invoice.replacedBy && (
            <Anchor component={Link} to={paths.dashboard.invoice(invoice.replacedBy)} size="sm">
              {t('invoiceActions.info.replacedBy')}
            </Anchor>
          )}
        </Alert>
      )}
      {invoice.replaces && (
        <Anchor component={Link} to={paths.dashboard.invoice(invoice.replaces)} size="sm">
          {t('invoiceActions.info.replaces')}
        </Anchor>
      )}
    </Stack>
  );
}
