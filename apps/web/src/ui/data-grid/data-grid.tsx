import { Skeleton, VisuallyHidden } from '@mantine/core';
import type { ReactNode } from 'react';
import classes from './data-grid.module.css';
import type { VirtualRows } from './use-virtual-rows.ts';

export type DataGridProps = {
  /** `grid` for a list whose rows take the focus (keyboard, selection); `table` otherwise. */
  role: 'grid' | 'table';
  /** The accessible name. */
  label: string;
  /** What `data-layout` says to the feature's styles: a table, or one card per row. */
  layout: string;
  /** From useVirtualRows: the scroll box, the body's height and aria-rowcount. */
  scrollerRef: VirtualRows['scrollerRef'];
  totalSize: number;
  rowCount: number;
  /** The feature's own class on the grid, for its column and card layouts. */
  className?: string;
  /** Grid only. */
  colCount?: number;
  isMultiselectable?: boolean;
  /** The header row group (DataGridHeader), in layouts that have one. */
  header?: ReactNode;
  /** The rows drawn, each at its virtual position. */
  children: ReactNode;
};

/**
 * A long list as an ARIA grid or table inside its own scroll box, virtualised (useVirtualRows):
 * a sticky header, then a body as tall as every row, of which only those in view are drawn.
 * The feature draws the rows and cells, with the shared classes of data-grid.module.css.
 */
export function DataGrid({ scrollerRef, ...props }: DataGridProps) {
  return (
    <div ref={scrollerRef} className={classes.scroller}>
      <div
        role={props.role}
        aria-label={props.label}
        aria-rowcount={props.rowCount}
        aria-colcount={props.colCount}
        aria-multiselectable={props.isMultiselectable}
        className={props.className ? `${classes.grid} ${props.className}` : classes.grid}
        data-layout={props.layout}
      >
        {props.header}
        <div role="rowgroup" className={classes.body} style={{ height: props.totalSize }}>
          {props.children}
        </div>
      </div>
    </div>
  );
}

export type DataGridHeaderProps = {
  height: number;
  /** `grid-template-columns` of the rows, so the headers line up with the cells. */
  template: string;
  children: ReactNode;
};

/** The header row (aria-rowindex 1), sticky at the top of the scroll box. */
export function DataGridHeader({ height, template, children }: DataGridHeaderProps) {
  return (
    <div role="rowgroup" className={classes.header}>
      <div
        role="row"
        aria-rowindex={1}
        className={classes.headerRow}
        style={{ height, gridTemplateColumns: template }}
      >
        {children}
      </div>
    </div>
  );
}

/** A row whose page is on its way: one cell that a screen reader hears as `label`. */
export function DataGridPlaceholderCell({
  label,
  role,
}: {
  label: string;
  role: 'gridcell' | 'cell';
}) {
  return (
    <div role={role} className={classes.placeholder} data-column="placeholder">
      <VisuallyHidden>{label}</VisuallyHidden>
      <Skeleton height={12} radius="sm" aria-hidden />
    </div>
  );
}
