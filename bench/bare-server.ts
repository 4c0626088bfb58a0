import Fastify from 'fastify';

export type BareServer = { url: string; close: () => Promise<void> };

/**
 * The baseline: a minimal Fastify instance (no plugins, hooks, auth or database) whose one route
 * serialises `body` on every request. Fed the real list response, it sends the same bytes, so
 * the gap to the record route is what the record server adds on top of HTTP + JSON.
 */
export async function startBareServer(body: unknown): Promise<BareServer> {
  const app = Fastify({ logger: false });
  app.get('/bare', async () => body);
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://127.0.0.1:${port}/bare`, close: () => app.close() };
}
