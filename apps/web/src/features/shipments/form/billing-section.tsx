import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { shipmentBilling, type ShipmentBilling } from '@rumbo/domain';
import { IconFileInvoice, IconRefresh } from '@tabler/icons-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { billedRowKeys } from '#data/shipments/shipment-invoices-query.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { paths } from '#lib/paths.ts';
import { BusySpinner } from '#ui/busy-spinner.tsx';
import { toCostRows } from './cost-flow.ts';
import { FormSection } from './form-section.tsx';
import { listOf } from './form-values.ts';
import { useFieldValue } from './shipment-form-context.ts';
import { useShipmentInvoices, type ShipmentBillingTarget } from './billing-context.ts';
import { BillingTotalsTable } from './billing-totals-table.tsx';
import { ShipmentInvoiceList } from './billing-invoice-list.tsx';

/**
 * The shipment's billing (issue 39): per currency its income and expenses as the cost rows stand,
 * the margin, and, from the server's live invoices, what is invoiced and what is not; the
 * invoices themselves; and "Invoice pending charges" while something is not invoiced. Offline
 * (or on demo data) the money shows and the panel says the invoiced part needs the server.
 */
export function BillingSection() {
  const { t } = useTranslation();
  const { target, canRead, query } = useShipmentInvoices();
  const stored = useFieldValue('costControlRows');
  const billed = query.data?.rowInvoices;
  const totals = useMemo(() => {
    if (!target) return [];
    const rows = toCostRows(listOf(stored));
    const keys = billedRowKeys(target, billed?.keys() ?? []);
    return shipmentBilling({ collection: target.collection, id: target.shipmentId, rows }, keys);
  }, [target, stored, billed]);
  if (!target) return null;
  const knowsInvoiced = canRead && query.isSuccess;
  return (
    <FormSection sectionKey="billing">
      <Stack gap="sm">
        {totals.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('shipmentEditor.billing.noRows')}
          </Text>
        ) : (
          <BillingTotalsTable totals={totals} knowsInvoiced={knowsInvoiced} />
        )}
        <InvoicesPart target={target} totals={totals} />
      </Stack>
    </FormSection>
  );
}

function InvoicesPart({
  target,
  totals,
}: {
  target: ShipmentBillingTarget;
  totals: ShipmentBilling[];
}) {
  const { t } = useTranslation();
  const { canRead, query } = useShipmentInvoices();
  if (!target.isSaved) return <Note text={t('shipmentEditor.billing.saveFirst')} />;
  if (!canRead) return <Note text={t('shipmentEditor.billing.needsServer')} tone="yellow" />;
  if (query.isPending) return <BusySpinner label={t('shipmentEditor.billing.loading')} />;
  if (query.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        <Group justify="space-between" gap="sm">
          <Text size="sm">
            {t('shipmentEditor.billing.loadFailed', { message: serverErrorText(query.error) })}
          </Text>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconRefresh size={14} aria-hidden />}
            onClick={() => void query.refetch()}
          >
            {t('shipmentEditor.billing.retry')}
          </Button>
        </Group>
      </Alert>
    );
  const pending = totals.some((row) => row.notInvoicedCents > 0);
  const hasIncome = totals.some((row) => row.incomeCents > 0);
  return (
    <Stack gap="sm">
      <ShipmentInvoiceList invoices={query.data.invoices} />
      {pending ? (
        <Stack gap={4} align="flex-start">
          <Button
            component={Link}
            to={paths.dashboard.invoiceFrom([`${target.collection}:${target.shipmentId}`])}
            leftSection={<IconFileInvoice size={16} aria-hidden />}
            disabled={target.hasUnsavedChanges}
            onClick={(event) => target.hasUnsavedChanges && event.preventDefault()}
          >
            {t('shipmentEditor.billing.invoicePending')}
          </Button>
          {target.hasUnsavedChanges && (
            <Text size="xs" c="dimmed">
              {t('shipmentEditor.billing.unsavedFirst')}
            </Text>
          )}
        </Stack>
      ) : (
        hasIncome && <Note text={t('shipmentEditor.billing.allInvoiced')} />
      )}
    </Stack>
  );
}

function Note({ text, tone }: { text: string; tone?: string }) {
  if (!tone)
    return (
      <Text size="sm" c="dimmed">
        {text}
      </Text>
    );
  return (
    <Alert color={tone} variant="light">
      {text}
    </Alert>
  );
}
