import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Core } from '../../core/create-core.ts';
import { clientAddress } from '../../tools/client-address.ts';
import { ApiError, notFound } from '../../tools/errors.ts';
import { RateWindow } from '../../tools/rate-window.ts';
import { noteOpened, openLink, trackingOf } from './track-read.ts';

/** Per instance and minute: a page polls every 15 s; a script may ask a few times a minute. */
export const TRACK_LIMITS = { perToken: 60, perAddress: 300, windowMs: 60_000 };

type TrackParams = { token: string };

/**
 * The tracking link's public routes (issue 37, decision 072), no sign-in: the shipment as JSON,
 * and each document the forwarder shared on it. Rate-limited per token and per client address;
 * never cached by a shared cache, never indexed.
 */
export function registerTrackRoutes(app: FastifyInstance, core: Core, clock: () => Date): void {
  const perToken = new RateWindow(TRACK_LIMITS.perToken, TRACK_LIMITS.windowMs);
  const perAddress = new RateWindow(TRACK_LIMITS.perAddress, TRACK_LIMITS.windowMs);
  const admit = (token: string, address: string) => {
    // Both counted, so a flood on one token still counts against its address.
    const tokenOk = perToken.take(token);
    const addressOk = perAddress.take(address);
    if (!tokenOk || !addressOk) throw new ApiError(429, 'Too many requests, try again later.');
  };

  app.get<{ Params: TrackParams }>('/api/track/:token', async (request, reply) => {
    privately(reply);
    admit(request.params.token, clientAddress(request));
    const now = clock();
    const open = await openLink(core, request.params.token, now);
    await noteOpened(core, open.link, now);
    return trackingOf(open, `/api/track/${encodeURIComponent(request.params.token)}`, now);
  });

  app.get<{ Params: TrackParams & { file: string } }>(
    '/api/track/:token/documents/:file',
    async (request, reply) => {
      privately(reply);
      admit(request.params.token, clientAddress(request));
      const open = await openLink(core, request.params.token, clock());
      const tracking = trackingOf(open, '', clock());
      const shared = tracking.shipment.documents.some(
        (doc) => doc.url === `/documents/${encodeURIComponent(request.params.file)}`,
      );
      const shipments = core.collections.find(open.shipmentCollection);
      if (!shared || !shipments) throw notFound();
      const file = await core.files.findShared(
        shipments,
        String(open.shipment.id),
        request.params.file,
      );
      const body = file.size === 0 ? '' : await file.open();
      return reply
        .type(file.mimeType)
        .header(
          'content-disposition',
          `attachment; filename="${file.name.replace(/[^\w.-]/g, '_')}"`,
        )
        .header('content-security-policy', "default-src 'none'; sandbox")
        .send(body);
    },
  );
}

function privately(reply: FastifyReply): void {
  reply.header('cache-control', 'no-store').header('x-robots-tag', 'noindex, nofollow');
}
