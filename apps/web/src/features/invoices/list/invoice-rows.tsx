import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { formatMoney, todayInBusinessTime } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { InvoiceListItem } from '#data/invoices/invoices-query.ts';
import { paths } from '#lib/paths.ts';
import {
  DueDay,
  InvoiceCodeLink,
  InvoiceStateBadge,
  IssuedDay,
  Money,
  UuidShort,
} from './invoice-cells.tsx';

export type InvoiceRowsProps = {
  items: InvoiceListItem[];
  /** Company names by id, for a platform admin (who sees every company's invoices); else null. */
  companyNames: ReadonlyMap<string, string> | null;
};

const WRAP = { overflowWrap: 'break-word' } as const;

type Column = 'code' | 'client' | 'issued' | 'due' | 'total' | 'balance' | 'state';

function ClientCell({ invoice, companyName }: { invoice: InvoiceListItem; companyName?: string }) {
  return (
    <Stack gap={0} miw={0}>
      <Text size="sm" fw={500} style={WRAP}>
        {invoice.clientName || invoice.client}
      </Text>
      {companyName && (
        <Text size="xs" c="dimmed" style={WRAP}>
          {companyName}
        </Text>
      )}
    </Stack>
  );
}

/**
 * The list on wide screens: a row per invoice (its UUID under its code; the amounts name their
 * currency), narrow enough to show every column beside the sidebar at 1280 px. A click anywhere
 * on a row opens the invoice.
 */
export function InvoiceTable({ items, companyNames }: InvoiceRowsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const today = todayInBusinessTime(new Date());
  const column = (key: Column, align?: 'right') => (
    <Table.Th scope="col" ta={align}>
      {t(`invoicesList.columns.${key}`)}
    </Table.Th>
  );
  return (
    <Table.ScrollContainer minWidth={860}>
      <Table highlightOnHover verticalSpacing="xs" aria-label={t('invoicesList.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            {column('code')}
            {column('client')}
            {column('issued')}
            {column('due')}
            {column('total', 'right')}
            {column('balance', 'right')}
            {column('state')}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((invoice) => (
            <Table.Tr
              key={invoice.id}
              data-invoice={invoice.id}
              onClick={() => void navigate(paths.dashboard.invoice(invoice.id))}
              style={{ cursor: 'pointer' }}
            >
              <Table.Th scope="row" fw="normal">
                <InvoiceCodeLink invoice={invoice} />
                <UuidShort invoice={invoice} />
              </Table.Th>
              <Table.Td miw={170} maw={260}>
                <ClientCell invoice={invoice} companyName={companyNames?.get(invoice.company)} />
              </Table.Td>
              <Table.Td>
                <IssuedDay invoice={invoice} />
              </Table.Td>
              <Table.Td>
                <DueDay invoice={invoice} today={today} stacked />
              </Table.Td>
              <Table.Td>
                <Money amount={invoice.total} currency={invoice.currency} />
              </Table.Td>
              <Table.Td>
                <Money amount={invoice.balance} currency={invoice.currency} />
              </Table.Td>
              <Table.Td>
                <InvoiceStateBadge invoice={invoice} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The list on phones: a card per invoice, opened by its code. */
export function InvoiceCards({ items, companyNames }: InvoiceRowsProps) {
  const { t } = useTranslation();
  const today = todayInBusinessTime(new Date());
  return (
    <Stack component="ul" gap="sm" m={0} p={0} aria-label={t('invoicesList.listLabel')}>
      {items.map((invoice) => (
        <Card
          component="li"
          key={invoice.id}
          withBorder
          padding="sm"
          radius="md"
          data-invoice={invoice.id}
        >
          <Stack gap={6}>
            <Group gap="xs" justify="space-between" align="flex-start" wrap="nowrap">
              <InvoiceCodeLink invoice={invoice} />
              <InvoiceStateBadge invoice={invoice} />
            </Group>
            <ClientCell invoice={invoice} companyName={companyNames?.get(invoice.company)} />
            <Group gap="xs" justify="space-between" align="flex-end">
              <Stack gap={0}>
                <IssuedDay invoice={invoice} />
                <Group gap={4}>
                  <Text size="xs" c="dimmed">
                    {t('invoicesList.columns.due')}
                  </Text>
                  <DueDay invoice={invoice} today={today} />
                </Group>
              </Stack>
              <Stack gap={0} align="flex-end" ml="auto">
                <Money amount={invoice.total} currency={invoice.currency} />
                {invoice.balance > 0 && invoice.balance !== invoice.total && (
                  <Text size="xs" c="dimmed">
                    {t('invoicesList.balanceOf', {
                      amount: formatMoney(invoice.balance, invoice.currency),
                    })}
                  </Text>
                )}
              </Stack>
            </Group>
            <UuidShort invoice={invoice} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
