import type { FastifyInstance } from 'fastify';
import type { Core } from '../core/create-core.ts';
import { parseListParams } from './list-params.ts';
import { requireAdmin } from './require-admin.ts';

/** `/api/logs`: the request logs, for operators only (reference §5.7). */
export function registerLogRoutes(app: FastifyInstance, core: Core): void {
  app.get('/api/logs', async (request) => {
    requireAdmin(request);
    return core.logs.list(parseListParams(request.ctx.query));
  });

  app.get('/api/logs/stats', async (request) => {
    requireAdmin(request);
    return core.logs.stats(request.ctx.query.filter || undefined);
  });

  app.get<{ Params: { id: string } }>('/api/logs/:id', async (request) => {
    requireAdmin(request);
    return core.logs.findById(request.params.id);
  });
}
