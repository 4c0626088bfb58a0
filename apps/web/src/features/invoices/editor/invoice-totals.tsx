import { Divider, Group, Stack, Text } from '@mantine/core';
import { formatMoney } from '@rumbo/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { InvoiceFigures } from './invoice-figures.ts';

export type InvoiceTotalsProps = {
  figures: InvoiceFigures;
  currency: string;
  /** The rate a USD invoice carries, to show its total in pesos too. */
  rate: number | null;
};

function Line({
  label,
  cents,
  currency,
  strong,
  testId,
}: {
  label: ReactNode;
  cents: number;
  currency: string;
  strong?: boolean;
  testId?: string;
}) {
  return (
    <Group justify="space-between" gap="sm" data-testid={testId} wrap="nowrap">
      <Text size="sm" fw={strong ? 700 : undefined}>
        {label}
      </Text>
      <Text size="sm" fw={strong ? 700 : 500} style={{ whiteSpace: 'nowrap' }}>
        {formatMoney(cents / 100, currency)}
      </Text>
    </Group>
  );
}

/**
 * The invoice's totals as the SAT adds them (each concept's taxes rounded, then summed):
 * subtotal, discount, IVA per rate, IVA withheld and the total; apart, what was paid on the
 * client's behalf and so what is collected with the invoice.
 */
export function InvoiceTotals({ figures, currency, rate }: InvoiceTotalsProps) {
  const { t } = useTranslation();
  const { totals, onBehalfCents } = figures;
  const rateLabel = (transfer: (typeof totals.transfers)[number]) =>
    transfer.factor === 'Exento'
      ? t('invoiceEditor.totals.exempt', { base: formatMoney(transfer.baseCents / 100, currency) })
      : t('invoiceEditor.totals.iva', {
          rate: Math.round((transfer.rate ?? 0) * 100),
          base: formatMoney(transfer.baseCents / 100, currency),
        });
  return (
    <Stack
      gap={6}
      maw={480}
      ml="auto"
      w="100%"
      role="region"
      aria-label={t('invoiceEditor.totals.label')}
    >
      <Line
        label={t('invoiceEditor.totals.subtotal')}
        cents={totals.subtotalCents}
        currency={currency}
        testId="total-subtotal"
      />
      {totals.discountCents > 0 && (
        <Line
          label={t('invoiceEditor.totals.discount')}
          cents={-totals.discountCents}
          currency={currency}
        />
      )}
      {totals.transfers.map((transfer) => (
        <Line
          key={`${transfer.factor}-${transfer.rate ?? ''}`}
          label={rateLabel(transfer)}
          cents={transfer.importeCents ?? 0}
          currency={currency}
          testId={`total-iva-${transfer.factor === 'Exento' ? 'exempt' : Math.round((transfer.rate ?? 0) * 100)}`}
        />
      ))}
      {totals.withheldCents > 0 && (
        <Line
          label={t('invoiceEditor.totals.withheld')}
          cents={-totals.withheldCents}
          currency={currency}
          testId="total-withheld"
        />
      )}
      <Divider />
      <Line
        label={t('invoiceEditor.totals.total', { currency })}
        cents={totals.totalCents}
        currency={currency}
        strong
        testId="total-total"
      />
      {rate !== null && currency === 'USD' && totals.totalCents > 0 && (
        <Text size="xs" c="dimmed" ta="right">
          {t('invoiceEditor.totals.inPesos', {
            amount: formatMoney(Math.round(totals.totalCents * rate) / 100, 'MXN'),
            rate: rate.toFixed(4),
          })}
        </Text>
      )}
      {onBehalfCents > 0 && (
        <>
          <Line
            label={t('invoiceEditor.totals.onBehalf')}
            cents={onBehalfCents}
            currency={currency}
            testId="total-on-behalf"
          />
          <Line
            label={t('invoiceEditor.totals.toCollect')}
            cents={totals.totalCents + onBehalfCents}
            currency={currency}
            strong
            testId="total-to-collect"
          />
        </>
      )}
    </Stack>
  );
}
