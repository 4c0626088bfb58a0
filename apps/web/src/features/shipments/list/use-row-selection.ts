import { useState } from 'react';

export type RowSelection = {
  selectedIds: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Selects (or, with `isSelected` false, unselects) all of `ids` at once. */
  setMany: (ids: readonly string[], isSelected: boolean) => void;
  clear: () => void;
};

const NONE: ReadonlySet<string> = new Set();

/** Which shipments are ticked: kept by id, so filtering or a live update does not lose them. */
export function useRowSelection(): RowSelection {
  const [selectedIds, setSelectedIds] = useState<ReadonlySet<string>>(NONE);
  const toggle = (id: string) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const setMany = (ids: readonly string[], isSelected: boolean) =>
    setSelectedIds((current) => {
      const next = new Set(current);
      for (const id of ids) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return { selectedIds, toggle, setMany, clear: () => setSelectedIds(NONE) };
}
