import { Badge, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { formatMoney, type QuoteCurrencyTotal, type QuoteTotals } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';

export type QuoteOptionTotalsProps = {
  totals: QuoteTotals;
  /** The quote's currency and the rate of its date (null: none in the table). */
  currency: 'USD' | 'MXN';
  rate: number | null;
  /** How the person names the option, for the region's name. */
  name: string;
};

/**
 * An option's totals as they change: per currency (IVA 16 % and 0 % on lines of their own),
 * everything in the quote's currency at the rate of its date, and the margin, which is the
 * company's own and never shown to the client.
 */
export function QuoteOptionTotals({ totals, currency, rate, name }: QuoteOptionTotalsProps) {
  const { t } = useTranslation();
  const mixed = totals.byCurrency.some((total) => total.currency !== currency);
  const margin = totals.converted ?? (totals.byCurrency.length === 1 ? totals.byCurrency[0] : null);
  return (
    <Stack gap="xs" role="region" aria-label={t('quoteEditor.totals.title', { name })}>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs">
        {totals.byCurrency.map((total) => (
          <CurrencyTotal key={total.currency} total={total} />
        ))}
      </SimpleGrid>
      {mixed && (
        <Text size="sm" fw={600} data-testid="converted-total">
          {totals.converted
            ? t('quoteEditor.totals.converted', {
                currency,
                amount: formatMoney(totals.converted.total, currency),
                rate: rate?.toFixed(4) ?? '',
              })
            : t('quoteEditor.totals.noRate', { currency })}
        </Text>
      )}
      {margin && (
        <Paper withBorder p="xs" radius="sm" bg="var(--mantine-color-default-hover)">
          <Group gap="xs" wrap="wrap">
            <Badge variant="light" color="gray">
              {t('quoteEditor.totals.internal')}
            </Badge>
            <Text size="sm" fw={600} data-testid="option-margin">
              {t('quoteEditor.totals.margin', {
                amount: formatMoney(margin.margin, margin.currency),
                percent:
                  margin.marginPercent === null ? '—' : `${margin.marginPercent.toFixed(1)} %`,
              })}
            </Text>
            <Text size="xs" c="dimmed">
              {t('quoteEditor.totals.buy', { amount: formatMoney(margin.buy, margin.currency) })}
            </Text>
          </Group>
        </Paper>
      )}
    </Stack>
  );
}

function CurrencyTotal({ total }: { total: QuoteCurrencyTotal }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, total.currency);
  const rows: [string, string][] = [
    [t('quoteEditor.totals.subtotal'), money(total.subtotal)],
    ...(total.base16 > 0 || total.iva16 > 0
      ? [
          [t('quoteEditor.totals.iva16', { base: money(total.base16) }), money(total.iva16)] as [
            string,
            string,
          ],
        ]
      : []),
    ...(total.base0 > 0
      ? [[t('quoteEditor.totals.iva0', { base: money(total.base0) }), money(0)] as [string, string]]
      : []),
  ];
  return (
    <Paper withBorder p="xs" radius="sm" data-testid={`total-${total.currency}`}>
      <Stack gap={2}>
        {rows.map(([label, amount]) => (
          <Group key={label} justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm">{label}</Text>
            <Text size="sm">{amount}</Text>
          </Group>
        ))}
        <Group justify="space-between" gap="xs" wrap="nowrap">
          <Text size="sm" fw={700}>
            {t('quoteEditor.totals.total', { currency: total.currency })}
          </Text>
          <Text size="sm" fw={700}>
            {money(total.total)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
