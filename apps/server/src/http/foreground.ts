import type { FastifyInstance } from 'fastify';
import type { Core } from '../core/create-core.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** Stops counting this request as foreground (a large answer, a realtime stream). */
    toBackground: () => void;
  }
}

/**
 * Counts every request as foreground from its arrival until its connection's answer is done, so
 * large list answers give it the event loop between their slices (decision 023).
 */
export function registerForegroundRequests(app: FastifyInstance, core: Core): void {
  app.decorateRequest('toBackground', null as unknown as () => void);
  app.addHook('onRequest', async (request, reply) => {
    const leave = core.foreground.enter();
    request.toBackground = leave;
    // 'close' comes when the answer is sent and also when the client goes away first (Fastify's
    // onResponse does not). A page document already has ten 'close' listeners of its own
    // (Fastify, compression, the file stream; one more under `inject`): this one is counted in,
    // not warned about as a leak.
    reply.raw.setMaxListeners(reply.raw.getMaxListeners() + 2);
    reply.raw.once('close', leave);
  });
}
