import type { FastifyInstance } from 'fastify';
import type { Core } from '../../core/create-core.ts';
import { readHistory } from './history-read.ts';
import { listBin } from './recycle-bin-list.ts';
import { restoreFromBin } from './restore-record.ts';

/**
 * The history and recycle bin routes (docs/decisions/065): history is read only (no route
 * writes, changes or deletes an entry); the bin lists and restores.
 */
export function registerHistoryRoutes(app: FastifyInstance, core: Core): void {
  app.get<{ Params: { collection: string; recordId: string } }>(
    '/api/history/:collection/:recordId',
    (request) => readHistory(core, request.ctx, request.params.collection, request.params.recordId),
  );
  app.get('/api/recycle-bin', (request) =>
    listBin(core, request.ctx, core.settings.get().history.recycleBinDays),
  );
  app.post<{ Params: { id: string } }>('/api/recycle-bin/:id/restore', async (request) => {
    const { collection, record, codeChanged } = await restoreFromBin(
      core,
      request.params.id,
      request.ctx,
    );
    const [exported] = await core.reader.export(collection, [record], request.ctx);
    return { collection: collection.name, codeChanged, record: exported };
  });
}
