import { useState } from 'react';

const NONE: ReadonlySet<string> = new Set();

/** Which lines are ticked: kept by id, so filtering or a refresh does not lose them. */
export function useSelection() {
  const [ids, setIds] = useState<ReadonlySet<string>>(NONE);
  const toggle = (id: string) =>
    setIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  const setMany = (many: readonly string[], isSelected: boolean) =>
    setIds((current) => {
      const next = new Set(current);
      for (const id of many) {
        if (isSelected) next.add(id);
        else next.delete(id);
      }
      return next;
    });
  return { ids, toggle, setMany, clear: () => setIds(NONE) };
}
