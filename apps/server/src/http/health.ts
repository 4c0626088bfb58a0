import type { FastifyInstance } from 'fastify';

/** `GET /api/health` (reference §5.8). */
export function registerHealthRoutes(app: FastifyInstance): void {
  app.get('/api/health', async () => ({
    code: 200,
    message: 'API is healthy.',
    data: { canBackup: true },
  }));
}
