import { Checkbox, Skeleton, Table, VisuallyHidden } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TARIFF_ROW_HEIGHT, tariffColumns, VIRTUALISE_FROM } from './tariff-columns.ts';
import { TariffRow, type TariffRowView } from './tariff-row.tsx';
import classes from './tariffs-table.module.css';

export type TariffsTableProps = {
  /** How many lines the list has, and line `index` (undefined while its page is on its way). */
  count: number;
  rowAt: (index: number) => TariffRowView | undefined;
  /** The first and last line drawn, whenever they change: their pages are read. */
  onRange: (start: number, end: number) => void;
  /** The lines read so far: what "select all" ticks. */
  loadedRows: readonly TariffRowView[];
  withCompany: boolean;
  selectedIds: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onSelectAll: (isSelected: boolean) => void;
  onEdit: (id: string) => void;
  onDuplicate: (id: string) => void;
};

// Rows drawn beyond the visible ones, so fast scrolling does not show blank space.
const OVERSCAN = 10;

/**
 * The tariff lines on a Mantine table. Long lists are virtualised (only the rows in view plus a
 * few are in the DOM, spacer rows keep the scroll height, and only their pages are read from the
 * server), short ones are drawn whole.
 */
export function TariffsTable(props: TariffsTableProps) {
  const { t } = useTranslation();
  const { count, rowAt, loadedRows, selectedIds, onRange } = props;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const columns = tariffColumns(props.withCompany);
  const isVirtual = count >= VIRTUALISE_FROM;
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: isVirtual ? count : 0,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => TARIFF_ROW_HEIGHT,
    overscan: OVERSCAN,
  });
  const items = virtualizer.getVirtualItems();
  const indexes = isVirtual
    ? items.map((item) => item.index)
    : Array.from({ length: count }, (_, i) => i);
  const first = indexes[0] ?? 0;
  const last = indexes.at(-1) ?? 0;
  useEffect(() => onRange(first, last), [first, last, onRange]);
  const before = isVirtual ? (items[0]?.start ?? 0) : 0;
  const after = isVirtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const selectedCount = loadedRows.filter((row) => selectedIds.has(row.tariff.id)).length;
  const keys = columns.map((column) => column.key);
  return (
    <div
      ref={scrollerRef}
      className={classes.scroller}
      style={{ '--tariff-row-height': `${TARIFF_ROW_HEIGHT}px` } as React.CSSProperties}
    >
      <Table
        aria-label={t('tariffs.list.caption')}
        className={classes.table}
        highlightOnHover
        verticalSpacing={6}
        horizontalSpacing="xs"
      >
        <colgroup>
          {columns.map((column) => (
            <col key={column.key} style={{ width: column.width }} />
          ))}
        </colgroup>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column.key} className={headerClass(column.key)}>
                {column.key === 'select' ? (
                  <Checkbox
                    aria-label={t('tariffs.list.selectAll')}
                    checked={loadedRows.length > 0 && selectedCount === loadedRows.length}
                    indeterminate={selectedCount > 0 && selectedCount < loadedRows.length}
                    onChange={(event) => props.onSelectAll(event.currentTarget.checked)}
                  />
                ) : (
                  t(`tariffs.columns.${column.key}`)
                )}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {before > 0 && <Spacer height={before} span={columns.length} />}
          {indexes.map((index) => {
            const row = rowAt(index);
            if (!row)
              return (
                <tr key={index} aria-busy className={classes.placeholder}>
                  <td colSpan={columns.length}>
                    <VisuallyHidden>{t('tariffs.loading')}</VisuallyHidden>
                    <Skeleton height={12} radius="sm" aria-hidden />
                  </td>
                </tr>
              );
            return (
              <TariffRow
                key={row.tariff.id}
                row={row}
                columns={keys}
                isSelected={selectedIds.has(row.tariff.id)}
                onToggle={props.onToggle}
                onEdit={props.onEdit}
                onDuplicate={props.onDuplicate}
              />
            );
          })}
          {after > 0 && <Spacer height={after} span={columns.length} />}
        </Table.Tbody>
      </Table>
    </div>
  );
}

function Spacer({ height, span }: { height: number; span: number }) {
  return (
    <tr className={classes.spacer} aria-hidden>
      <td colSpan={span} style={{ height }} />
    </tr>
  );
}

function headerClass(column: string): string | undefined {
  if (column === 'actions') return classes.actions;
  return isNumeric(column) ? classes.number : undefined;
}

function isNumeric(column: string): boolean {
  return column === 'amount' || column === 'minimum' || column === 'transit' || column === 'free';
}
