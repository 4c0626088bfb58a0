import { byListOrder, type FigureEntry } from './figure-entry.ts';

/** What a company's stored shipments of a mode look like from outside: how many, latest write. */
export type ModeStats = { count: number; maxUpdated: string };

/**
 * A copy of the ordered entries with `old` entries taken out and new ones put in their place
 * in the lists' order (binary searches; the list held by earlier answers is left as it was).
 */
export function reordered(
  ordered: readonly FigureEntry[],
  replaced: readonly [FigureEntry | undefined, FigureEntry | undefined][],
): FigureEntry[] {
  const next = ordered.slice();
  for (const [old, entry] of replaced) {
    if (old) {
      const at = position(next, old);
      if (next[at] === old) next.splice(at, 1);
    }
    if (entry) next.splice(position(next, entry), 0, entry);
  }
  return next;
}

/** The first index whose entry does not come before `entry` in the lists' order. */
function position(ordered: readonly FigureEntry[], entry: FigureEntry): number {
  let low = 0;
  let high = ordered.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (byListOrder(ordered[middle]!, entry) < 0) low = middle + 1;
    else high = middle;
  }
  return low;
}

export function statsOf(entries: Map<string, FigureEntry>): ModeStats {
  let maxUpdated = '';
  for (const entry of entries.values()) if (entry.updated > maxUpdated) maxUpdated = entry.updated;
  return { count: entries.size, maxUpdated };
}
