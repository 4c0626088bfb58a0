import { IconArrowDown, IconArrowUp, IconArrowsSort } from '@tabler/icons-react';
import classes from './data-grid.module.css';

export type ColumnSort = {
  /** The column's direction when the list is sorted by it; null when it is sorted by another. */
  direction: 'asc' | 'desc' | null;
  onSort: () => void;
};

export type ColumnHeaderProps = {
  label: string;
  /** Left out for a column that does not sort. */
  sort?: ColumnSort;
};

/**
 * A column's header: its label, cut to the column; for a column that sorts, a button that sorts
 * by it, with aria-sort and an arrow for the current direction.
 */
export function ColumnHeader({ label, sort }: ColumnHeaderProps) {
  if (!sort)
    return (
      <div role="columnheader" className={classes.cell}>
        <span className={classes.line}>{label}</span>
      </div>
    );
  const { direction } = sort;
  const ariaSort = !direction ? 'none' : direction === 'asc' ? 'ascending' : 'descending';
  const Icon = !direction ? IconArrowsSort : direction === 'asc' ? IconArrowUp : IconArrowDown;
  return (
    <div role="columnheader" aria-sort={ariaSort} className={classes.cell}>
      <button type="button" className={classes.sortButton} onClick={sort.onSort}>
        <span className={classes.line}>{label}</span>
        <Icon size={14} aria-hidden style={{ flex: 'none', opacity: direction ? 1 : 0.45 }} />
      </button>
    </div>
  );
}
