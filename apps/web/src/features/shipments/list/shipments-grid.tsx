import type { ShipmentListRow, ShipmentSortKey } from '@rumbo/domain';
import { DataGrid } from '#ui/data-grid/data-grid.tsx';
import { useVirtualRows } from '#ui/data-grid/use-virtual-rows.ts';
import { GRID_TEMPLATE, HEADER_HEIGHT, ROW_HEIGHT, type GridLayout } from './grid-columns.ts';
import type { ListSort } from './list-view-state.ts';
import { ShipmentGridRow } from './shipment-grid-row.tsx';
import classes from './shipments-grid.module.css';
import { ShipmentsGridHeader, type SelectAllState } from './shipments-grid-header.tsx';
import { useRowFocus } from './use-row-focus.ts';
import { useStableHandler } from './use-stable-handler.ts';

export type ShipmentsGridProps = {
  /** How many rows the list has, and row `index` (undefined while its page is on its way). */
  count: number;
  rowAt: (index: number) => ShipmentListRow | undefined;
  /** The first and last row drawn, whenever they change: their pages are read. */
  onRange: (start: number, end: number) => void;
  layout: GridLayout;
  /** The grid's accessible name. */
  label: string;
  sort: ListSort;
  onSort: (key: ShipmentSortKey) => void;
  selectedIds: ReadonlySet<string>;
  pendingIds: ReadonlySet<string>;
  selectAll: SelectAllState;
  onSelectAll: () => void;
  onToggle: (row: ShipmentListRow) => void;
  onOpen: (id: string) => void;
  nowMs: number;
};

const COLUMN_COUNT = 8;

/**
 * The shipments as an ARIA grid, virtualised (the shared data grid): 100,000 shipments scroll as
 * smoothly as 100 (a row whose page is on its way shows as a placeholder). Wide screens get a
 * table with sortable column headers; phones get one card per row. Rows take the focus: arrows,
 * Enter and Space (useRowFocus).
 */
export function ShipmentsGrid(props: ShipmentsGridProps) {
  const { count, rowAt, layout, selectedIds, pendingIds, onRange } = props;
  const rowHeight = ROW_HEIGHT[layout];
  const headerHeight = layout === 'table' ? HEADER_HEIGHT : 0;
  const { scrollerRef, virtualizer, rows, totalSize, rowCount } = useVirtualRows({
    count,
    rowHeight,
    headerHeight,
    onRange,
  });
  const onOpen = useStableHandler(props.onOpen);
  const onToggle = useStableHandler(props.onToggle);
  const focus = useRowFocus({
    count,
    rowAt,
    rowHeight,
    scrollerRef,
    virtualizer,
    onOpen,
    onToggle,
  });
  const onRowKeyDown = useStableHandler(focus.handleRowKeyDown);
  const onRowFocus = useStableHandler(focus.setActiveIndex);
  return (
    <DataGrid
      role="grid"
      label={props.label}
      layout={layout}
      scrollerRef={scrollerRef}
      totalSize={totalSize}
      rowCount={rowCount}
      className={classes.grid}
      colCount={COLUMN_COUNT}
      isMultiselectable
      header={
        layout === 'table' && (
          <ShipmentsGridHeader
            sort={props.sort}
            onSort={props.onSort}
            selectAll={props.selectAll}
            onSelectAll={props.onSelectAll}
          />
        )
      }
    >
      {rows.map((item) => {
        const row = rowAt(item.index);
        return (
          <ShipmentGridRow
            // By position: a row keeps its element (and the focus) when its page arrives.
            key={item.index}
            row={row}
            index={item.index}
            rowIndex={item.rowIndex}
            start={item.start}
            height={rowHeight}
            template={layout === 'table' ? GRID_TEMPLATE : undefined}
            isSelected={row ? selectedIds.has(row.id) : false}
            isPending={row ? pendingIds.has(row.id) : false}
            isTabStop={item.index === focus.tabStopIndex}
            nowMs={props.nowMs}
            onOpen={onOpen}
            onToggle={onToggle}
            onRowKeyDown={onRowKeyDown}
            onRowFocus={onRowFocus}
          />
        );
      })}
    </DataGrid>
  );
}
