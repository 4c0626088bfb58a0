import { Checkbox } from '@mantine/core';
import type { ShipmentSortKey } from '@rumbo/domain';
import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { GRID_COLUMNS, GRID_TEMPLATE, HEADER_HEIGHT, type GridColumn } from './grid-columns.ts';
import type { ListSort } from './list-view-state.ts';
import classes from './shipments-grid.module.css';

export type SelectAllState = { checked: boolean; indeterminate: boolean; disabled: boolean };

export type ShipmentsGridHeaderProps = {
  sort: ListSort;
  onSort: (key: ShipmentSortKey) => void;
  selectAll: SelectAllState;
  onSelectAll: () => void;
};

/** The wide layout's header row: select-all box and the column headers that sort. */
export function ShipmentsGridHeader({
  sort,
  onSort,
  selectAll,
  onSelectAll,
}: ShipmentsGridHeaderProps) {
  const { t } = useTranslation();
  return (
    <div role="rowgroup" className={classes.header}>
      <div
        role="row"
        aria-rowindex={1}
        style={{
          display: 'grid',
          gridTemplateColumns: GRID_TEMPLATE,
          alignItems: 'center',
          height: HEADER_HEIGHT,
        }}
      >
        <div role="columnheader" className={classes.cell}>
          <Checkbox
            size="sm"
            aria-label={t('shipmentsList.selectAllVisible')}
            {...selectAll}
            onChange={onSelectAll}
          />
        </div>
        {GRID_COLUMNS.map((column) => (
          <ColumnHeader key={column.key} column={column} sort={sort} onSort={onSort} />
        ))}
      </div>
    </div>
  );
}

type ColumnHeaderProps = {
  column: GridColumn;
  sort: ListSort;
  onSort: (key: ShipmentSortKey) => void;
};

function ColumnHeader({ column, sort, onSort }: ColumnHeaderProps) {
  const { t } = useTranslation();
  const label = t(`shipmentsList.columns.${column.key}`);
  const { sortKey } = column;
  if (!sortKey)
    return (
      <div role="columnheader" className={classes.cell}>
        <span className={classes.headerLabel}>{label}</span>
      </div>
    );
  const isSorted = sort.key === sortKey;
  const ariaSort = isSorted ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none';
  const Icon = !isSorted ? IconArrowsSort : sort.direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <div role="columnheader" aria-sort={ariaSort} className={classes.cell}>
      <button type="button" className={classes.sortButton} onClick={() => onSort(sortKey)}>
        <span className={classes.headerLabel}>{label}</span>
        <Icon size={14} aria-hidden style={{ flex: 'none', opacity: isSorted ? 1 : 0.45 }} />
      </button>
    </div>
  );
}
