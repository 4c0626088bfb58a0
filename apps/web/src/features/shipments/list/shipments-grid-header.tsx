import { Checkbox } from '@mantine/core';
import type { ShipmentSortKey } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { ColumnHeader } from '#ui/data-grid/column-header.tsx';
import { DataGridHeader } from '#ui/data-grid/data-grid.tsx';
import gridClasses from '#ui/data-grid/data-grid.module.css';
import { GRID_COLUMNS, GRID_TEMPLATE, HEADER_HEIGHT } from './grid-columns.ts';
import type { ListSort } from './list-view-state.ts';

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
    <DataGridHeader height={HEADER_HEIGHT} template={GRID_TEMPLATE}>
      <div role="columnheader" className={gridClasses.cell}>
        <Checkbox
          size="sm"
          aria-label={t('shipmentsList.selectAllVisible')}
          {...selectAll}
          onChange={onSelectAll}
        />
      </div>
      {GRID_COLUMNS.map(({ key, sortKey }) => (
        <ColumnHeader
          key={key}
          label={t(`shipmentsList.columns.${key}`)}
          // Columns without a sort key (parties) do not sort.
          sort={
            sortKey
              ? {
                  direction: sort.key === sortKey ? sort.direction : null,
                  onSort: () => onSort(sortKey),
                }
              : undefined
          }
        />
      ))}
    </DataGridHeader>
  );
}
