import { ActionIcon, Card, Group, Stack, Table, Text } from '@mantine/core';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { ExchangeRateRow } from '#data/exchange-rates/exchange-rates-query.ts';
import { dayText, rateText } from './exchange-rate-text.ts';

export type ExchangeRateListProps = {
  items: ExchangeRateRow[];
  onEdit: (rate: ExchangeRateRow) => void;
  onDelete: (rate: ExchangeRateRow) => void;
};

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** The table on wide screens: a row per day. */
export function ExchangeRateTable({ items, onEdit, onDelete }: ExchangeRateListProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table striped verticalSpacing="xs" aria-label={t('quoteSettings.rates.listLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('quoteSettings.rates.columns.day')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('quoteSettings.rates.columns.rate')}
            </Table.Th>
            <Table.Th scope="col">{t('quoteSettings.rates.columns.source')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('quoteSettings.rates.columns.actions')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((rate) => (
            <Table.Tr key={rate.id} data-rate={rate.id}>
              <Table.Th scope="row" fw={500} style={NO_WRAP}>
                {dayText(rate.day)}
              </Table.Th>
              <Table.Td ta="right" ff="monospace" style={NO_WRAP}>
                {rateText(rate.mxnPerUsd)}
              </Table.Td>
              <Table.Td>
                <SourceText rate={rate} />
              </Table.Td>
              <Table.Td>
                <RowActions rate={rate} onEdit={onEdit} onDelete={onDelete} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The table on phones: a card per day. */
export function ExchangeRateCards({ items, onEdit, onDelete }: ExchangeRateListProps) {
  const { t } = useTranslation();
  return (
    <Stack component="ul" gap="sm" m={0} p={0} aria-label={t('quoteSettings.rates.listLabel')}>
      {items.map((rate) => (
        <Card component="li" key={rate.id} withBorder padding="sm" radius="md" data-rate={rate.id}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Stack gap={2} miw={0}>
              <Text fw={600}>{dayText(rate.day)}</Text>
              <Text ff="monospace">{rateText(rate.mxnPerUsd)}</Text>
              <Text size="xs" c="dimmed">
                <SourceText rate={rate} />
              </Text>
            </Stack>
            <RowActions rate={rate} onEdit={onEdit} onDelete={onDelete} />
          </Group>
        </Card>
      ))}
    </Stack>
  );
}

function SourceText({ rate }: { rate: ExchangeRateRow }) {
  const { t } = useTranslation();
  return <>{t(`quoteSettings.rates.sources.${rate.source || 'unknown'}`)}</>;
}

function RowActions({
  rate,
  onEdit,
  onDelete,
}: { rate: ExchangeRateRow } & Omit<ExchangeRateListProps, 'items'>) {
  const { t } = useTranslation();
  const day = dayText(rate.day);
  return (
    <Group gap={4} justify="flex-end" wrap="nowrap">
      <ActionIcon
        variant="subtle"
        size="lg"
        onClick={() => onEdit(rate)}
        aria-label={t('quoteSettings.rates.edit', { day })}
      >
        <IconPencil size={18} aria-hidden />
      </ActionIcon>
      <ActionIcon
        variant="subtle"
        color="red"
        size="lg"
        onClick={() => onDelete(rate)}
        aria-label={t('quoteSettings.rates.delete', { day })}
      >
        <IconTrash size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
