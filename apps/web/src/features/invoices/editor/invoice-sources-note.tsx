import { Alert, Text } from '@mantine/core';
import { formatMoney } from '@rumbo/domain';
import { IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { InvoiceCurrencyCode } from './invoice-draft.ts';
import {
  hasSeveralClients,
  notInvoicedByCurrency,
  type ShipmentSources,
} from './invoice-from-shipments.ts';

/**
 * What a new invoice from shipments bills: the shipments, the income left in the other currency
 * (a CFDI has one currency: it waits for an invoice of its own), the rows other invoices already
 * bill, and a warning when the shipments name different clients.
 */
export function InvoiceSourcesNote({
  sources,
  currency,
}: {
  sources: ShipmentSources;
  currency: InvoiceCurrencyCode;
}) {
  const { t } = useTranslation();
  const codes = sources.shipments.map((shipment) => shipment.code).join(', ');
  const others = [...notInvoicedByCurrency(sources)].filter(
    ([code, cents]) => code !== currency && cents > 0,
  );
  const billed = new Set(sources.invoiced.values());
  return (
    <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />} role="note">
      <Text size="sm">
        {sources.shipments.length > 0
          ? t('invoiceEditor.sources.from', { codes, count: sources.shipments.length })
          : t('invoiceEditor.sources.missing')}
      </Text>
      {others.map(([code, cents]) => (
        <Text size="sm" key={code}>
          {t('invoiceEditor.sources.otherCurrency', { amount: formatMoney(cents / 100, code) })}
        </Text>
      ))}
      {billed.size > 0 && (
        <Text size="sm">
          {t('invoiceEditor.sources.alreadyInvoiced', { codes: [...billed].join(', ') })}
        </Text>
      )}
      {hasSeveralClients(sources.shipments) && (
        <Text size="sm" fw={600}>
          {t('invoiceEditor.sources.severalClients')}
        </Text>
      )}
    </Alert>
  );
}
