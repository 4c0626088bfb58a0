import type { FastifyInstance } from 'fastify';
import helmet from '@fastify/helmet';
import { ACCOUNT_PAGE_SCRIPT } from './account-page-script.ts';
import { InlineScriptHashes } from './inline-script-hashes.ts';

/**
 * Browser features no page of the product uses, denied to every document and frame: a script
 * injected despite the policy still cannot reach the camera, the microphone or the position.
 */
const DENIED_FEATURES = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'hid',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'serial',
  'usb',
];
export const PERMISSIONS_POLICY = DENIED_FEATURES.map((feature) => `${feature}=()`).join(', ');

/**
 * The Content-Security-Policy directives of every HTML document (docs/decisions/027). Scripts
 * come from the server's origin or are inline scripts allowed one by one by their hash; styles
 * may be inline (Mantine and the pre-rendered pages write `style` attributes and `<style>`
 * elements at run time, which hashes cannot cover). The API and the realtime stream are on the
 * same origin, and so is the service worker.
 */
export function documentDirectives(scriptHashes: readonly string[]) {
  return {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'", ...scriptHashes],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    fontSrc: ["'self'", 'data:'],
    connectSrc: ["'self'"],
    // The dashboard's service worker, /sw.js (docs/decisions/035).
    workerSrc: ["'self'"],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  };
}

/**
 * Headers of the HTML documents the server answers — the web build's pages (public pages, the
 * app's document and its history fallback) and the account page at `/_/` — set with helmet:
 * the strict CSP, `Referrer-Policy: no-referrer` and a `Permissions-Policy`. Applied by content
 * type after the route answered, so every way a document is sent (static file, pre-compressed
 * copy, fallback, rendered page) gets them. API answers keep PocketBase's headers only.
 *
 * Helmet's other defaults are left out where they would change how PocketBase clients use the
 * server: X-XSS-Protection and X-Frame-Options stay PocketBase's (security-headers.ts), no HSTS
 * (the proxy in front decides on HTTPS), no Cross-Origin-Opener-Policy (the OAuth2 sign-in
 * popup reports back to the page that opened it) and no Cross-Origin-Resource-Policy.
 */
export async function registerDocumentHeaders(
  app: FastifyInstance,
  webDist: string | null,
): Promise<void> {
  const hashes = new InlineScriptHashes(webDist, [ACCOUNT_PAGE_SCRIPT]);
  await app.register(helmet, {
    global: false,
    contentSecurityPolicy: false,
    referrerPolicy: { policy: 'no-referrer' },
    xXssProtection: false,
    xFrameOptions: false,
    strictTransportSecurity: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: false,
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (!isHtml(reply.getHeader('content-type'))) return payload;
    // Helmet's middleware sets the headers synchronously on the response.
    reply.helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: documentDirectives(hashes.current()),
      },
    });
    reply.header('Permissions-Policy', PERMISSIONS_POLICY);
    return payload;
  });
}

function isHtml(contentType: unknown): boolean {
  return typeof contentType === 'string' && /^text\/html\b/i.test(contentType);
}
