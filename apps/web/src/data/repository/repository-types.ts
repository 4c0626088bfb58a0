import type {
  ConflictChoice,
  FieldConflict,
  QueuedUpdateBase,
  ShipmentRecord,
} from '@rumbo/domain';
import type { WriteOrigin } from '../common/write-origin.ts';

/** A record as the server sent it, kept in the browser's copy as it came. */
export type StoredRecord = { id: string; [field: string]: unknown };

/** The collections the web app reads and writes through the remote+local repository layer. */
export type RepositoryCollection =
  | 'shipments_ocean'
  | 'shipments_air'
  | 'shipments_land'
  | 'partners'
  | 'companies'
  | 'users'
  | 'notification_states'
  | 'shipment_locks'
  | 'tariffs';

/**
 * Which records a list covers, as field equalities. Remotely it becomes the filter
 * (`company = "…" && user = "…"`); locally the same equalities select the cached records, so a
 * list answers the same question online and offline.
 */
export type RepositoryScope = Readonly<Record<string, string>>;

export type ListOptions = {
  scope?: RepositoryScope;
  /** PocketBase sort expression, e.g. `-created` or `displayName`; applied locally too. */
  sort?: string;
  signal?: AbortSignal;
};

/** Where an answer came from: the server, or the browser's copy while the server is away. */
export type DataSource = 'remote' | 'local';

export type ListResult<T> = { items: T[]; source: DataSource };

/**
 * The user's choice for each field both people changed, or null when they go back to editing.
 * `theirs` is the record as the server has it now.
 */
export type AskConflictChoices = (
  conflicts: FieldConflict[],
  theirs: StoredRecord,
) => Promise<Record<string, ConflictChoice> | null>;

/** What a screen's save is based on: the record as the form opened it, and who decides clashes. */
/**
 * A save over the version the form opened: `base` is that record, `ask` decides clashes, and
 * `origin` says how the write was made when it is not a plain edit (an undo, decision 065).
 */
export type VersionedSave = { base: StoredRecord; ask: AskConflictChoices; origin?: WriteOrigin };

/**
 * One collection, remote first with the browser's IndexedDB copy as the fallback (DESIGN §1):
 * reads refresh the local copy when the server answers and fall back to it when it does not;
 * writes made while the server is unreachable are applied locally, queued, and replayed in
 * order when it answers again. Errors the server gives (400, 403, 404) are thrown as they are:
 * only an unreachable server (status 0 or 5xx) falls back.
 */
export type Repository<T extends { id: string }> = {
  list(options?: ListOptions): Promise<ListResult<T>>;
  get(id: string, options?: { signal?: AbortSignal }): Promise<T | null>;
  create(data: Partial<T>): Promise<T>;
  /** With `versioned`, a save over the version the form opened (docs/decisions/033). */
  update(id: string, data: Partial<T>, versioned?: VersionedSave): Promise<T>;
  remove(id: string): Promise<void>;
};

/** A shipment of any mode, as lists and rules read it (`mode` is added from its collection). */
export type ModeShipment = ShipmentRecord & {
  id: string;
  company: string;
  created: string;
  updated: string;
};

export type SyncStatus = {
  /** False while the last remote call failed for want of a server. */
  isOnline: boolean;
  /** Writes made offline and not yet replayed. */
  pendingCount: number;
  /** Offline writes the server refused on replay (4xx): dropped from the queue, kept for review. */
  failedCount: number;
  /** The browser holds demo data (`?seed`): shipments and partners are read and written locally only. */
  isDemo: boolean;
};

/** What a queued offline write does to its record. */
export type ChangeAction = 'create' | 'update' | 'delete';

/** A write made while the server was unreachable, replayed in `seq` order when it answers again. */
export type QueuedChange = {
  /** Queue position, assigned by IndexedDB (auto-increment), so replay keeps the order of writing. */
  seq?: number;
  collection: RepositoryCollection;
  action: ChangeAction;
  recordId: string;
  /** The body to send: every field for a create, the changed fields for an update, null to delete. */
  data: Record<string, unknown> | null;
  /** ISO time of the write. */
  queuedAt: string;
};

/** A queued write the server refused when it was replayed; kept so the user can see what was lost. */
export type FailedChange = {
  id?: number;
  change: QueuedChange;
  status: number;
  message: string;
  failedAt: string;
};

/** A queued change as the queue stores it: an update also keeps what it was based on. */
export type BasedChange = QueuedChange & { base?: QueuedUpdateBase };
