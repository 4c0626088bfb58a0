/** What a history entry records (docs/decisions/065). */
export const HISTORY_ACTIONS = ['create', 'update', 'delete', 'restore'] as const;
export type HistoryAction = (typeof HISTORY_ACTIONS)[number];

/**
 * How a change reached the server: the web app's own form, an Excel import, an offline change
 * replayed later, a merge chosen in the conflict dialog, an undo of an earlier change, a restore
 * from the recycle bin, the demo seed; anything that does not say is `api`.
 */
export const HISTORY_SOURCES = [
  'web',
  'api',
  'import',
  'offline',
  'merge',
  'undo',
  'restore',
  'seed',
] as const;
export type HistorySource = (typeof HISTORY_SOURCES)[number];

/**
 * One changed value. `field` is the record's field; a JSON field changed inside names the place
 * in `path` (list items by their `id`, object members by key) and the list item's own label in
 * `item` (a container's number, a cost row's concept). A secret (password, token, session nonce)
 * records that it changed and never its values. A file field lists the names added and removed.
 */
export type HistoryChange = {
  field: string;
  path?: string[];
  item?: string;
  before: unknown;
  after: unknown;
  secret?: true;
  added?: string[];
  removed?: string[];
};

export type HistoryActor = { id: string; collection: string; name: string };

/** One entry as the history route answers it. */
export type HistoryEntry = {
  id: string;
  created: string;
  action: HistoryAction;
  actor: HistoryActor;
  source: HistorySource;
  /** When an offline change was made in the browser (source `offline`), else ''. */
  madeAt: string;
  /** The entry an undo put back (source `undo`), else ''. */
  undoOf: string;
  changes: HistoryChange[];
};

export function isHistorySource(value: unknown): value is HistorySource {
  return typeof value === 'string' && (HISTORY_SOURCES as readonly string[]).includes(value);
}

/** A page of the history and recycle bin routes, as PocketBase pages a list. */
export type HistoryListPage<T> = {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  items: T[];
};

/** A deleted record waiting in the recycle bin, as `GET /api/recycle-bin` lists it. */
export type RecycleBinItem = {
  id: string;
  /** `shipments_ocean`, `shipments_air`, `shipments_land`, `partners` or `tariffs`. */
  collection: string;
  recordId: string;
  company: string;
  /** How a person knows the record: its code, its name, or its lane and charge. */
  label: string;
  deleted: string;
  /** When the record and its files are gone for good. */
  expires: string;
  deletedBy: { id: string; name: string };
};
