import type { ShipmentListRow, ShipmentSortKey } from '@rumbo/domain';
import { useVirtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef } from 'react';
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

// Rows drawn beyond the visible ones, so fast scrolling does not show blank space.
const OVERSCAN = 8;
const COLUMN_COUNT = 8;

/**
 * The shipments as an ARIA grid, virtualised: only the rows in view (plus a few) are in the DOM,
 * at fixed heights, and only their pages are read from the server, so 100,000 shipments scroll
 * as smoothly as 100 (a row whose page is on its way shows as a placeholder). Wide screens get
 * a table with sortable column headers; phones get one card per row.
 */
export function ShipmentsGrid(props: ShipmentsGridProps) {
  const { count, rowAt, layout, selectedIds, pendingIds, onRange } = props;
  const scrollerRef = useRef<HTMLDivElement>(null);
  const rowHeight = ROW_HEIGHT[layout];
  const headerHeight = layout === 'table' ? HEADER_HEIGHT : 0;
  // No React Compiler here: the rows re-render through their own memo, not the compiler's.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    scrollMargin: headerHeight,
    scrollPaddingStart: headerHeight,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => onRange(first, last), [first, last, onRange]);
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
  const firstRowIndex = layout === 'table' ? 2 : 1;
  return (
    <div ref={scrollerRef} className={classes.scroller}>
      <div
        role="grid"
        aria-label={props.label}
        aria-rowcount={count + firstRowIndex - 1}
        aria-colcount={COLUMN_COUNT}
        aria-multiselectable
        className={classes.grid}
        data-layout={layout}
      >
        {layout === 'table' && (
          <ShipmentsGridHeader
            sort={props.sort}
            onSort={props.onSort}
            selectAll={props.selectAll}
            onSelectAll={props.onSelectAll}
          />
        )}
        <div
          role="rowgroup"
          className={classes.body}
          style={{ height: virtualizer.getTotalSize() }}
        >
          {items.map((item) => {
            const row = rowAt(item.index);
            return (
              <ShipmentGridRow
                // By position: a row keeps its element (and the focus) when its page arrives.
                key={item.index}
                row={row}
                index={item.index}
                rowIndex={item.index + firstRowIndex}
                start={item.start - headerHeight}
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
        </div>
      </div>
    </div>
  );
}
