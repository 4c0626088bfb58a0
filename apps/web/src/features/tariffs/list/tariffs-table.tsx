import { Checkbox, Table } from '@mantine/core';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { TARIFF_ROW_HEIGHT, tariffColumns, VIRTUALISE_FROM } from './tariff-columns.ts';
import { TariffRow, type TariffRowView } from './tariff-row.tsx';
import classes from './tariffs-table.module.css';

export type TariffsTableProps = {
  rows: readonly TariffRowView[];
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
 * few are in the DOM, spacer rows keep the scroll height), short ones are drawn whole.
 */
export function TariffsTable(props: TariffsTableProps) {
  const { t } = useTranslation();
  const { rows, selectedIds } = props;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const columns = tariffColumns(props.withCompany);
  const isVirtual = rows.length >= VIRTUALISE_FROM;
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count: isVirtual ? rows.length : 0,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => TARIFF_ROW_HEIGHT,
    overscan: OVERSCAN,
    getItemKey: (index) => rows[index]?.tariff.id ?? index,
  });
  const items = virtualizer.getVirtualItems();
  const shown = isVirtual ? items.map((item) => rows[item.index]!) : rows;
  const before = isVirtual ? (items[0]?.start ?? 0) : 0;
  const after = isVirtual ? virtualizer.getTotalSize() - (items.at(-1)?.end ?? 0) : 0;
  const selectedCount = rows.filter((row) => selectedIds.has(row.tariff.id)).length;
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
                    checked={rows.length > 0 && selectedCount === rows.length}
                    indeterminate={selectedCount > 0 && selectedCount < rows.length}
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
          {shown.map((row) => (
            <TariffRow
              key={row.tariff.id}
              row={row}
              columns={keys}
              isSelected={selectedIds.has(row.tariff.id)}
              onToggle={props.onToggle}
              onEdit={props.onEdit}
              onDuplicate={props.onDuplicate}
            />
          ))}
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
