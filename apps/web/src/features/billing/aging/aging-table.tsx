import { Anchor, Stack, Table, Text, Title } from '@mantine/core';
import { AGING_BUCKETS, formatMoney } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { AgingAnswer } from '#data/billing/billing-reports-query.ts';
import { paths } from '#lib/paths.ts';

type CurrencyAging = AgingAnswer['currencies'][number];

const NO_WRAP = { whiteSpace: 'nowrap' } as const;
/** Money past due: the theme's error red, which keeps 4.5:1 on the table's striped rows too. */
const LATE = 'var(--mantine-color-error)';

/** One currency's aging: a row per client (its name opens its statement), then the totals. */
export function AgingTable({ aging }: { aging: CurrencyAging }) {
  const { t } = useTranslation();
  const { currency } = aging;
  const money = (amount: number | undefined) => (amount ? formatMoney(amount, currency) : '—');
  const title = t('billing.aging.currencyTitle', { currency });
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={2} size="h4">
        {title}
      </Title>
      <Table.ScrollContainer minWidth={880}>
        <Table striped verticalSpacing="xs" aria-label={title} data-currency={currency}>
          <Table.Thead>
            <Table.Tr>
              {/* Wide enough that a client's name wraps on two lines, not four, on a phone. */}
              <Table.Th scope="col" miw={180}>
                {t('billing.aging.client')}
              </Table.Th>
              {AGING_BUCKETS.map((bucket) => (
                <Table.Th scope="col" ta="right" key={bucket} style={NO_WRAP}>
                  {t(`billing.aging.buckets.${bucket}`)}
                </Table.Th>
              ))}
              <Table.Th scope="col" ta="right">
                {t('billing.aging.total')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {aging.rows.map((row) => (
              <Table.Tr key={row.client}>
                <Table.Th scope="row" fw="normal">
                  <Anchor component={Link} to={paths.dashboard.statement(row.client)} size="sm">
                    {row.clientName || row.client}
                  </Anchor>
                </Table.Th>
                {AGING_BUCKETS.map((bucket) => (
                  <Table.Td ta="right" key={bucket} style={NO_WRAP}>
                    <Text
                      size="sm"
                      c={bucket !== 'current' && row.buckets[bucket] ? LATE : undefined}
                    >
                      {money(row.buckets[bucket])}
                    </Text>
                  </Table.Td>
                ))}
                <Table.Td ta="right" fw={600} style={NO_WRAP}>
                  {money(row.total)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row">{t('billing.aging.totals')}</Table.Th>
              {AGING_BUCKETS.map((bucket) => (
                <Table.Td ta="right" key={bucket} fw={700} style={NO_WRAP}>
                  {money(aging.totals[bucket])}
                </Table.Td>
              ))}
              <Table.Td ta="right" fw={700} style={NO_WRAP} data-testid={`aging-total-${currency}`}>
                {money(aging.totals.total)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
