import type { ProductModule } from '../registry.ts';
import { registerListColumns } from './list-columns.ts';
import {
  backfillInBackground,
  markEmptyCollectionsComputed,
  type BackgroundBackfill,
} from './backfill-list-columns.ts';

/**
 * The list columns (decision 045): computed on every write by a hook, and for rows that lack
 * them beside the requests once the server listens, and again after a restore.
 */
export const listColumnsModule: ProductModule = {
  name: 'list columns',
  migrate: (core) => markEmptyCollectionsComputed(core.db, core.collections),
  register: (core) => {
    registerListColumns(core.hooks);
    let backfill: BackgroundBackfill | null = null;
    const startBackfill = async () => {
      await backfill?.stop();
      backfill = backfillInBackground(core.db, core.collections);
    };
    return {
      listening: startBackfill,
      restored: startBackfill,
      stop: async () => {
        await backfill?.stop();
      },
      handles: { listColumnsReady: async () => (await backfill?.done) ?? {} },
    };
  },
};
