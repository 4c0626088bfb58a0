import type { FastifyInstance } from 'fastify';
import type { Core } from '../core/create-core.ts';

/** `GET /api/health` (reference §5.8); `canBackup` is false while a backup or restore runs. */
export function registerHealthRoutes(app: FastifyInstance, core: Core): void {
  app.get('/api/health', async () => ({
    code: 200,
    message: 'API is healthy.',
    data: { canBackup: !core.backups.busy },
  }));
}
