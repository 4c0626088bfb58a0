import { Anchor, Group, Stack, Table, Text, Title } from '@mantine/core';
import { formatDay, formatMoney } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { StatementAnswer } from '#data/billing/billing-reports-query.ts';
import { paths } from '#lib/paths.ts';

type CurrencyStatement = StatementAnswer['currencies'][number];

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** One currency's statement: the opening balance, each invoice, payment and cancellation with
 * the balance after it, and the closing balance. */
export function StatementTable({ statement }: { statement: CurrencyStatement }) {
  const { t } = useTranslation();
  const { currency } = statement;
  const money = (amount: number) => (amount ? formatMoney(amount, currency) : '');
  const title = t('billing.statement.currencyTitle', { currency });
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      {/* Both balances above the table: on a phone the table scrolls sideways. */}
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h4">
          {title}
        </Title>
        <Group gap="md" wrap="wrap" style={{ rowGap: 4 }}>
          <Text size="sm">
            {t('billing.statement.opening')}: <b>{formatMoney(statement.opening, currency)}</b>
          </Text>
          <Text size="sm">
            {t('billing.statement.closing')}: <b>{formatMoney(statement.closing, currency)}</b>
          </Text>
        </Group>
      </Group>
      <Table.ScrollContainer minWidth={760}>
        <Table striped verticalSpacing={4} aria-label={title} data-currency={currency}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{t('billing.statement.columns.date')}</Table.Th>
              <Table.Th scope="col">{t('billing.statement.columns.document')}</Table.Th>
              <Table.Th scope="col">{t('billing.statement.columns.uuid')}</Table.Th>
              <Table.Th scope="col">{t('billing.statement.columns.due')}</Table.Th>
              <Table.Th scope="col" ta="right">
                {t('billing.statement.columns.charge')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('billing.statement.columns.credit')}
              </Table.Th>
              <Table.Th scope="col" ta="right">
                {t('billing.statement.columns.balance')}
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {statement.entries.map((entry) => (
              <Table.Tr key={`${entry.kind}-${entry.id}-${entry.date}`} data-kind={entry.kind}>
                <Table.Td style={NO_WRAP}>{formatDay(entry.date)}</Table.Td>
                <Table.Td>
                  <Text size="sm" span>
                    {t(`billing.statement.kinds.${entry.kind}`)}{' '}
                  </Text>
                  {entry.kind === 'payment' ? (
                    <Text size="sm" span fw={600}>
                      {entry.code}
                    </Text>
                  ) : (
                    <Anchor
                      component={Link}
                      to={paths.dashboard.invoice(entry.id)}
                      size="sm"
                      fw={600}
                    >
                      {entry.code}
                    </Anchor>
                  )}
                </Table.Td>
                <Table.Td>
                  <Text size="xs" ff="monospace" title={entry.uuid}>
                    {entry.uuid ? entry.uuid.slice(0, 8).toUpperCase() : ''}
                  </Text>
                </Table.Td>
                <Table.Td style={NO_WRAP}>{entry.dueDate ? formatDay(entry.dueDate) : ''}</Table.Td>
                <Table.Td ta="right" style={NO_WRAP}>
                  {money(entry.charge)}
                </Table.Td>
                <Table.Td ta="right" style={NO_WRAP}>
                  {money(entry.credit)}
                </Table.Td>
                <Table.Td ta="right" fw={500} style={NO_WRAP}>
                  {formatMoney(entry.balance, currency)}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
          <Table.Tfoot>
            <Table.Tr>
              <Table.Th scope="row" colSpan={6}>
                {t('billing.statement.closing')}
              </Table.Th>
              <Table.Td
                ta="right"
                fw={700}
                style={NO_WRAP}
                data-testid={`statement-closing-${currency}`}
              >
                {formatMoney(statement.closing, currency)}
              </Table.Td>
            </Table.Tr>
          </Table.Tfoot>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
