import { Anchor, Table, VisuallyHidden } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatCount, type ChartRow } from './chart-data.ts';

export type BucketTableColumn = {
  header: string;
  value: (row: ChartRow) => string;
  /** Left out on phones, where the label needs the room (e.g. the counts per mode). */
  isSecondary?: boolean;
};

export type BucketTableProps = {
  title: string;
  rows: readonly ChartRow[];
  columns?: readonly BucketTableColumn[];
  onOpenRow: (row: ChartRow) => void;
};

/** A chart's buckets as a table: each label is a button that opens the bucket's shipments. */
export function BucketTable({ title, rows, columns = [], onOpenRow }: BucketTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={0} mt="xs">
      <Table striped highlightOnHover verticalSpacing={4} fz="sm">
        <VisuallyHidden component="caption">
          {t('reportCharts.table.caption', { title })}
        </VisuallyHidden>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{title}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('reportCharts.shipments')}
            </Table.Th>
            {columns.map((column) => (
              <Table.Th
                key={column.header}
                scope="col"
                ta="right"
                visibleFrom={column.isSecondary ? 'sm' : undefined}
              >
                {column.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.bucket.key}>
              <Table.Th scope="row" fw={400}>
                <Anchor
                  component="button"
                  type="button"
                  fz="sm"
                  ta="left"
                  title={t('reportCharts.table.open', {
                    count: row.shipments,
                    label: row.label,
                  })}
                  onClick={() => onOpenRow(row)}
                >
                  {row.label}
                </Anchor>
              </Table.Th>
              <Table.Td ta="right">{formatCount(row.shipments)}</Table.Td>
              {columns.map((column) => (
                <Table.Td
                  key={column.header}
                  ta="right"
                  visibleFrom={column.isSecondary ? 'sm' : undefined}
                >
                  {column.value(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
