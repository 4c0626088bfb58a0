import type { Db } from '../db/db.ts';
import type { RecordAction } from '../realtime/subscriber-view.ts';

/**
 * A record change as the instances pass it to each other: the row as stored (for a delete, as
 * it was just before), so that an instance which did not write it can judge every subscriber's
 * rules on it (decision 056), the deleted row included.
 */
export type FeedChange = {
  action: RecordAction;
  collectionId: string;
  recordId: string;
  row: Record<string, unknown>;
};

/** What the realtime hub needs of a feed: to hand over the changes this instance announced. */
export interface ChangeFeed {
  /**
   * Writes changes to the feed inside the transaction that commits them, through `db` (bound
   * to it): they reach the other instances once it commits, even if this instance dies right
   * after. False when the feed takes no more changes (it is stopping).
   */
  journal(db: Db, changes: readonly FeedChange[]): Promise<boolean>;
  /** Hands over a change already committed, on a transaction of the feed's own. */
  publish(change: FeedChange): Promise<void>;
}
