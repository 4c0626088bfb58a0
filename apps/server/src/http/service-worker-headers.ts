import type { FastifyInstance } from 'fastify';

/** The web build's service worker script (apps/web/vite.config.ts, docs/decisions/035). */
export const SERVICE_WORKER_PATH = '/sw.js';

/**
 * The service worker script is checked for a new version on every visit to the dashboard: no
 * cache between the browser and the server may answer for it, or a deployment would reach the
 * users only when that copy expired. Its chunks keep their content-hashed names and usual
 * caching. Registered with the scope /dashboard, under the script's own folder, so no
 * `Service-Worker-Allowed` header is needed.
 */
export function registerServiceWorkerHeaders(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.url.split('?')[0] === SERVICE_WORKER_PATH)
      reply.header('cache-control', 'no-cache');
    return payload;
  });
}
