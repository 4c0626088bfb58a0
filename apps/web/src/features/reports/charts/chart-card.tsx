import { Box, Button, Card, Group, Text, Title } from '@mantine/core';
import { IconTable, IconTableOff } from '@tabler/icons-react';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BucketTable, type BucketTableColumn } from './bucket-table.tsx';
import type { ChartRow } from './chart-data.ts';

export type ChartCardProps = {
  title: string;
  /** Beside the title (e.g. the currency picker). */
  actions?: ReactNode;
  /** The rows the chart draws, listed by its table. */
  rows: readonly ChartRow[];
  /** Extra columns of the table after the shipment count. */
  columns?: readonly BucketTableColumn[];
  onOpenRow: (row: ChartRow) => void;
  /** The chart itself; not rendered when there are no rows. */
  children: ReactNode;
};

/**
 * A chart in a titled card, with a "Show as table" toggle under it: the chart's figures as a
 * table whose rows open their shipments, the way to drill down without a pointer.
 */
export function ChartCard({ title, actions, rows, columns, onOpenRow, children }: ChartCardProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const tableId = useId();
  const [isTableShown, setTableShown] = useState(false);
  return (
    <Card withBorder padding="md" component="section" aria-labelledby={titleId} miw={0}>
      <Group justify="space-between" align="center" gap="xs" mb="sm" wrap="wrap">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {actions}
      </Group>
      {rows.length === 0 ? (
        <Text c="dimmed" size="sm" py="md">
          {t('reportCharts.noData')}
        </Text>
      ) : (
        <>
          <Box style={{ cursor: 'pointer' }}>{children}</Box>
          <Button
            variant="subtle"
            size="compact-sm"
            mt="xs"
            leftSection={
              isTableShown ? (
                <IconTableOff size={16} aria-hidden />
              ) : (
                <IconTable size={16} aria-hidden />
              )
            }
            aria-expanded={isTableShown}
            aria-controls={tableId}
            onClick={() => setTableShown((shown) => !shown)}
          >
            {t(isTableShown ? 'reportCharts.table.hide' : 'reportCharts.table.show')}
          </Button>
          <div id={tableId}>
            {isTableShown && (
              <BucketTable title={title} rows={rows} columns={columns} onOpenRow={onOpenRow} />
            )}
          </div>
        </>
      )}
    </Card>
  );
}
