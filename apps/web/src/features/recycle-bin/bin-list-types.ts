import type { BinItem } from '#data/recycle-bin/recycle-bin-query.ts';

/** What the bin's table and its cards (on phones) both show and do. */
export type BinListProps = {
  items: readonly BinItem[];
  now: Date;
  /** Company names by id, for a platform admin's company column; null for anyone else. */
  companyNames: ReadonlyMap<string, string> | null;
  restoringIds: readonly string[];
  onRestore: (item: BinItem) => void;
};
