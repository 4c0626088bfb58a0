import { constants as zlib } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance, RouteOptions } from 'fastify';

/** Smaller answers are sent as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;
// JSON only: file downloads keep their exact bytes (and ranges), the web app's files have their
// .br and .gz copies made at build time, and the event stream must reach the client event by
// event (a compressor holds bytes back until its block fills).
const COMPRESSED_TYPES = /^application\/(?:[\w.+-]+\+)?json(?:;|$)/;
// Brotli at quality 4 squeezes a 500-shipment page about as well as gzip's best and faster.
const BROTLI_QUALITY = 4;

/**
 * Compresses the JSON answers of the API (`/api/…`) for clients that accept br, gzip or
 * deflate: a page of 500 shipments is megabytes of JSON and a fraction of that compressed.
 * Must be registered before the routes: it attaches itself to each route as it is added.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  // Runs before the plugin's own hook (same context, added first), which honours `compress: false`.
  app.addHook('onRoute', (route) => {
    if (!isCompressedRoute(route)) route.compress = false;
  });
  await app.register(compress, {
    global: true,
    // Request bodies stay as sent: nothing in the API sends them compressed.
    globalDecompression: false,
    threshold: COMPRESSION_THRESHOLD_BYTES,
    encodings: ['br', 'gzip', 'deflate'],
    customTypes: COMPRESSED_TYPES,
    brotliOptions: { params: { [zlib.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY } },
  });
}

function isCompressedRoute(route: RouteOptions): boolean {
  const url = route.url ?? '';
  if (!url.startsWith('/api/')) return false;
  // The event stream is never compressed (see realtime.ts); nor are stored files.
  return !url.startsWith('/api/realtime') && !url.startsWith('/api/files/');
}
