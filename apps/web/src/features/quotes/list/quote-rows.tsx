import { Card, Group, Stack, Table, Text } from '@mantine/core';
import { formatDay } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { QuoteListItem } from '#data/quotes/quotes-query.ts';
import { paths } from '#lib/paths.ts';
import {
  ModeIcon,
  QuoteClient,
  QuoteCodeLink,
  QuoteLane,
  QuoteShipmentLink,
  QuoteStateBadge,
  QuoteTotal,
  QuoteVersion,
} from './quote-cells.tsx';

export type QuoteRowsProps = {
  items: QuoteListItem[];
  /** Shipment codes by shipment id, as far as they are known. */
  codes: ReadonlyMap<string, string>;
  /** Company names by id, for a platform admin (who sees every company's quotes); else null. */
  companyNames: ReadonlyMap<string, string> | null;
};

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The list on wide screens: a row per quote; a click anywhere on it opens the quote. */
export function QuoteTable({ items, codes, companyNames }: QuoteRowsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Table.ScrollContainer minWidth={companyNames ? 1100 : 960}>
      <Table highlightOnHover verticalSpacing="xs" aria-label={t('quotesList.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('quotesList.columns.code')}</Table.Th>
            <Table.Th scope="col">{t('quotesList.columns.client')}</Table.Th>
            <Table.Th scope="col">{t('quotesList.columns.mode')}</Table.Th>
            <Table.Th scope="col">{t('quotesList.columns.lane')}</Table.Th>
            <Table.Th scope="col">{t('quotesList.columns.date')}</Table.Th>
            <Table.Th scope="col">{t('quotesList.columns.validUntil')}</Table.Th>
            <Table.Th scope="col">{t('quotesList.columns.state')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('quotesList.columns.total')}
            </Table.Th>
            <Table.Th scope="col">{t('quotesList.columns.shipment')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((quote) => (
            <Table.Tr
              key={quote.id}
              data-quote={quote.id}
              onClick={() => void navigate(paths.dashboard.quote(quote.id))}
              style={{ cursor: 'pointer' }}
            >
              <Table.Th scope="row" fw="normal">
                <QuoteCodeLink quote={quote} />
                {(quote.version || 1) > 1 && <QuoteVersion quote={quote} isLong />}
              </Table.Th>
              <Table.Td miw={170} maw={240}>
                <QuoteClient quote={quote} companyName={companyNames?.get(quote.company)} />
              </Table.Td>
              <Table.Td>
                <ModeIcon quote={quote} />
              </Table.Td>
              <Table.Td miw={150} maw={280}>
                <QuoteLane quote={quote} />
              </Table.Td>
              <Table.Td style={NO_WRAP}>{formatDay(quote.date)}</Table.Td>
              <Table.Td style={NO_WRAP}>{formatDay(quote.validUntil)}</Table.Td>
              <Table.Td>
                <QuoteStateBadge quote={quote} />
              </Table.Td>
              <Table.Td>
                <QuoteTotal quote={quote} />
              </Table.Td>
              <Table.Td>
                <QuoteShipmentLink quote={quote} codes={codes} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The list on phones: a card per quote, opened by its code. */
export function QuoteCards({ items, codes, companyNames }: QuoteRowsProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" m={0} p={0} aria-label={t('quotesList.listLabel')}>
      {items.map((quote) => (
        <Card
          component="li"
          key={quote.id}
          withBorder
          padding="sm"
          radius="md"
          data-quote={quote.id}
        >
          <Stack gap={6}>
            <Group gap="xs" justify="space-between" align="flex-start" wrap="nowrap">
              <Group gap="xs" wrap="nowrap">
                <ModeIcon quote={quote} />
                <QuoteCodeLink quote={quote} />
                <QuoteVersion quote={quote} isLong />
              </Group>
              <QuoteStateBadge quote={quote} />
            </Group>
            <QuoteClient quote={quote} companyName={companyNames?.get(quote.company)} />
            <QuoteLane quote={quote} />
            <Group gap="xs" justify="space-between" align="flex-end">
              <Text size="xs" c="dimmed">
                {formatDay(quote.date)} · {t('quotesList.columns.validUntil')}{' '}
                {formatDay(quote.validUntil)}
              </Text>
              <QuoteTotal quote={quote} />
            </Group>
            <QuoteShipmentLink quote={quote} codes={codes} />
          </Stack>
        </Card>
      ))}
    </Stack>
  );
}
