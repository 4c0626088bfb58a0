import { HISTORY_COLLECTIONS, type CollectionModel, type HistoryAction } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import type { ProductModule } from '../registry.ts';
import { writeHistoryEntry, type TrackedCollection } from './history-log.ts';
import { putInBin } from './recycle-bin-store.ts';
import { registerHistoryRoutes } from './history-routes.ts';
import { RetentionTimer } from './history-retention.ts';

const TRACKED: ReadonlyMap<string, TrackedCollection> = new Map(
  Object.entries(HISTORY_COLLECTIONS).map(([name, policy]) => [
    name,
    { ignored: new Set(policy.ignored), secret: new Set(policy.secret) },
  ]),
);

/**
 * History and recycle bin (docs/decisions/065): an entry for every create, update, delete and
 * restore of the business collections, written by the write's own hooks in its transaction; a
 * deleted record of a collection with a bin is kept there with its files.
 */
export const historyModule: ProductModule = {
  name: 'history',
  register(core, context) {
    registerHistoryHooks(core);
    const retention = new RetentionTimer(core, context.clock);
    return {
      routes: (app) => registerHistoryRoutes(app, core),
      listening: async () => retention.start(),
      stop: () => retention.stop(),
    };
  },
};

function registerHistoryHooks(core: Core): void {
  for (const [name, policy] of Object.entries(HISTORY_COLLECTIONS))
    if (policy.recycleBin) core.writer.keepFilesOnDelete(name);
  const log = (
    collection: CollectionModel,
    action: HistoryAction,
    before: RecordValues | null,
    after: RecordValues,
    ctx?: RequestContext,
  ) => {
    const tracked = TRACKED.get(collection.name);
    if (!tracked) return [];
    return writeHistoryEntry({ db: core.db, collection, tracked, action, before, after, ctx }).then(
      () => [],
    );
  };
  core.hooks.onCreateWritten(({ collection, record, ctx, restored }) =>
    log(collection, restored ? 'restore' : 'create', null, record, ctx),
  );
  core.hooks.onUpdateWritten(({ collection, before, after, ctx }) =>
    log(collection, 'update', before, after, ctx),
  );
  core.hooks.onDeleteWritten(async ({ collection, record, ctx, cascaded }) => {
    const keepsBin = HISTORY_COLLECTIONS[collection.name]?.recycleBin && !cascaded;
    if (keepsBin) await putInBin(core.db, collection, record, ctx);
    return log(collection, 'delete', record, record, ctx);
  });
}
