import { useVirtualizer, type Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useRef, type RefObject } from 'react';

// Rows drawn beyond the visible ones, so fast scrolling does not show blank space.
const OVERSCAN = 8;

export type UseVirtualRowsInput = {
  /** How many rows the list has. */
  count: number;
  /** Fixed row height (px): rows are positioned without being measured. */
  rowHeight: number;
  /** The sticky header's height (px); 0 when the layout has no header row (cards). */
  headerHeight: number;
  /** The first and last row drawn, whenever they change: their pages are read. */
  onRange: (start: number, end: number) => void;
};

/** One row to draw: its index in the list, its aria-rowindex and its top inside the body (px). */
export type VirtualRow = { index: number; rowIndex: number; start: number };

export type VirtualRows = {
  scrollerRef: RefObject<HTMLDivElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  rows: VirtualRow[];
  /** The body's height (px): every row, drawn or not. */
  totalSize: number;
  /** aria-rowcount: the rows of the whole list, header included. */
  rowCount: number;
};

/**
 * The rows of a long list that are in view (plus a few), at fixed heights: only they are in the
 * DOM, and only their pages are read, so 100,000 rows scroll as smoothly as 100.
 */
export function useVirtualRows({
  count,
  rowHeight,
  headerHeight,
  onRange,
}: UseVirtualRowsInput): VirtualRows {
  const scrollerRef = useRef<HTMLDivElement>(null);
  // No React Compiler here: the rows re-render through their own memo, not the compiler's.
  // eslint-disable-next-line react-hooks/incompatible-library
  const virtualizer = useVirtualizer({
    count,
    getScrollElement: () => scrollerRef.current,
    estimateSize: () => rowHeight,
    overscan: OVERSCAN,
    scrollMargin: headerHeight,
    // A row brought into view by the keyboard stops below the sticky header.
    scrollPaddingStart: headerHeight,
  });
  const items = virtualizer.getVirtualItems();
  const first = items[0]?.index ?? 0;
  const last = items.at(-1)?.index ?? 0;
  useEffect(() => onRange(first, last), [first, last, onRange]);
  const firstRowIndex = headerHeight > 0 ? 2 : 1;
  return {
    scrollerRef,
    virtualizer,
    rows: items.map((item) => ({
      index: item.index,
      rowIndex: item.index + firstRowIndex,
      start: item.start - headerHeight,
    })),
    totalSize: virtualizer.getTotalSize(),
    rowCount: count + firstRowIndex - 1,
  };
}
