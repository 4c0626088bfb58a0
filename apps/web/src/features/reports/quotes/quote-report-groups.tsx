import { Card, Group, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { formatPercent, type QuoteFigures } from '@rumbo/domain';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format-report-figures.ts';
import { formatMarginPercent } from './format-quote-figures.ts';

/** One row of a grouped table: a lane, a client, or the others added up. */
export type QuoteGroupRow = { key: string; name: string; detail?: string; figures: QuoteFigures };

export type QuoteReportGroupProps = {
  title: string;
  /** The first column's heading ("Lane", "Client"). */
  nameHeading: string;
  rows: QuoteGroupRow[];
  /** Cards instead of the table's columns (narrow screens). */
  isCards: boolean;
};

const COLUMNS = ['sent', 'won', 'lost', 'expired', 'winRate', 'margin'] as const;
type Column = (typeof COLUMNS)[number];
const NO_WRAP = { whiteSpace: 'nowrap' } as const;

function useCell() {
  const { t } = useTranslation();
  const none = t('quoteReport.none');
  return (figures: QuoteFigures, column: Column): string => {
    if (column === 'winRate')
      return figures.winRate === null ? none : formatPercent(figures.winRate);
    if (column === 'margin')
      return figures.averageMarginPercent === null
        ? none
        : formatMarginPercent(figures.averageMarginPercent);
    return formatCount(figures[column]);
  };
}

/** The quotes by lane or by client: a compact table, or a card per row on narrow screens. */
export function QuoteReportGroup({ title, nameHeading, rows, isCards }: QuoteReportGroupProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const cell = useCell();
  const heading = (
    <Title order={3} size="h5" id={titleId}>
      {title}
    </Title>
  );
  if (isCards)
    return (
      <Stack gap="xs">
        {heading}
        <Stack gap="xs" role="list" aria-labelledby={titleId}>
          {rows.map((row) => (
            <Card key={row.key} withBorder padding="sm" role="listitem">
              <Text fw={600} size="sm" style={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Text>
              {row.detail && (
                <Text size="xs" c="dimmed">
                  {row.detail}
                </Text>
              )}
              <SimpleGrid cols={3} spacing={6} verticalSpacing={4} mt={6}>
                {COLUMNS.map((column) => (
                  <Group key={column} gap={4} wrap="nowrap">
                    <Text size="xs" c="dimmed">
                      {t(`quoteReport.columns.${column}`)}
                    </Text>
                    <Text size="sm" fw={500}>
                      {cell(row.figures, column)}
                    </Text>
                  </Group>
                ))}
              </SimpleGrid>
            </Card>
          ))}
        </Stack>
      </Stack>
    );
  return (
    <Stack gap="xs">
      {heading}
      <Table.ScrollContainer minWidth={640}>
        <Table striped verticalSpacing={6} aria-labelledby={titleId}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th scope="col">{nameHeading}</Table.Th>
              {COLUMNS.map((column) => (
                <Table.Th key={column} scope="col" ta="right" style={NO_WRAP}>
                  {t(`quoteReport.columns.${column}`)}
                </Table.Th>
              ))}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.key}>
                <Table.Th scope="row" fw="normal" maw={320}>
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {row.name}
                  </Text>
                  {row.detail && (
                    <Text size="xs" c="dimmed">
                      {row.detail}
                    </Text>
                  )}
                </Table.Th>
                {COLUMNS.map((column) => (
                  <Table.Td key={column} ta="right" style={NO_WRAP}>
                    {cell(row.figures, column)}
                  </Table.Td>
                ))}
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
    </Stack>
  );
}
