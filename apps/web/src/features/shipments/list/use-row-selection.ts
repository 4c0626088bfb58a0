import type { ShipmentListRow } from '@rumbo/domain';
import { useMemo, useState } from 'react';

export type RowSelection = {
  selectedIds: ReadonlySet<string>;
  /** The ticked rows as they were when ticked (an export needs them, not only their ids). */
  selectedRows: readonly ShipmentListRow[];
  toggle: (row: ShipmentListRow) => void;
  /** Selects (or, with `isSelected` false, unselects) all of `rows` at once. */
  setMany: (rows: readonly ShipmentListRow[], isSelected: boolean) => void;
  clear: () => void;
};

const NONE: ReadonlyMap<string, ShipmentListRow> = new Map();

/**
 * Which shipments are ticked: kept by id with their rows, so a filter, a sort or scrolling past
 * their page does not lose them.
 */
export function useRowSelection(): RowSelection {
  const [selected, setSelected] = useState<ReadonlyMap<string, ShipmentListRow>>(NONE);
  const toggle = (row: ShipmentListRow) =>
    setSelected((current) => {
      const next = new Map(current);
      if (!next.delete(row.id)) next.set(row.id, row);
      return next;
    });
  const setMany = (rows: readonly ShipmentListRow[], isSelected: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (isSelected) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  const selectedIds = useMemo(() => new Set(selected.keys()), [selected]);
  const selectedRows = useMemo(() => [...selected.values()], [selected]);
  return {
    selectedIds,
    selectedRows,
    toggle,
    setMany,
    clear: () => setSelected(NONE),
  };
}
