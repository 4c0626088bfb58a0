import type { ShipmentListRow } from '@rumbo/domain';
import type { Virtualizer } from '@tanstack/react-virtual';
import { useEffect, useState, type KeyboardEvent, type RefObject } from 'react';

export type UseRowFocusInput = {
  count: number;
  rowAt: (index: number) => ShipmentListRow | undefined;
  rowHeight: number;
  scrollerRef: RefObject<HTMLDivElement | null>;
  virtualizer: Virtualizer<HTMLDivElement, Element>;
  onOpen: (id: string) => void;
  onToggle: (row: ShipmentListRow) => void;
};

// A row scrolled into view renders on the next frames; give up after a few.
const FOCUS_ATTEMPTS = 4;

/**
 * Keyboard use of the list, one tab stop for all rows (roving tabindex): arrows, Page Up/Down,
 * Home and End move between rows (scrolling the virtual list), Enter opens, Space ticks (a row
 * whose page is still on its way can be moved through, not opened or ticked).
 */
export function useRowFocus({
  count,
  rowAt,
  rowHeight,
  scrollerRef,
  virtualizer,
  onOpen,
  onToggle,
}: UseRowFocusInput) {
  const [activeIndex, setActiveIndex] = useState(0);
  const [request, setRequest] = useState<{ index: number } | null>(null);

  useEffect(() => {
    if (!request) return;
    virtualizer.scrollToIndex(request.index, { align: 'auto' });
    let attempts = 0;
    let frame = requestAnimationFrame(function focusRow() {
      const row = scrollerRef.current?.querySelector<HTMLElement>(
        `[data-index="${request.index}"]`,
      );
      if (row) row.focus({ preventScroll: true });
      else if (++attempts < FOCUS_ATTEMPTS) frame = requestAnimationFrame(focusRow);
    });
    return () => cancelAnimationFrame(frame);
  }, [request, scrollerRef, virtualizer]);

  const moveTo = (index: number) => {
    const next = Math.max(0, Math.min(index, count - 1));
    setActiveIndex(next);
    setRequest({ index: next });
  };
  const pageSize = Math.max(
    1,
    Math.floor((scrollerRef.current?.clientHeight ?? 0) / rowHeight) - 1,
  );

  const handleRowKeyDown = (event: KeyboardEvent<HTMLDivElement>, index: number) => {
    const isOnRow = event.target === event.currentTarget;
    const row = rowAt(index);
    if (event.key === 'ArrowDown') moveTo(index + 1);
    else if (event.key === 'ArrowUp') moveTo(index - 1);
    else if (event.key === 'PageDown') moveTo(index + pageSize);
    else if (event.key === 'PageUp') moveTo(index - pageSize);
    else if (event.key === 'Home' && isOnRow) moveTo(0);
    else if (event.key === 'End' && isOnRow) moveTo(count - 1);
    else if (event.key === 'Enter' && isOnRow) {
      if (row) onOpen(row.id);
    } else if (event.key === ' ' && isOnRow) {
      if (row) onToggle(row);
    } else return;
    event.preventDefault();
  };

  return {
    /** The row that is in the tab order: the last one used, within the current rows. */
    tabStopIndex: Math.min(activeIndex, count - 1),
    setActiveIndex,
    handleRowKeyDown,
  };
}
