import { existsSync } from 'node:fs';
import path from 'node:path';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import type { Core } from './core/create-core.ts';
import { badRequest, notFound } from './tools/errors.ts';
import { projectFields } from './tools/json-fields.ts';
import { registerForegroundRequests } from './http/foreground.ts';
import { registerRequestDeadline, STALL_LIMIT_MS } from './http/request-deadline.ts';
import { registerUnreadBodies } from './http/unread-body.ts';
import { registerRequestContext } from './http/request-context.ts';
import {
  handleClientError,
  handleFrameworkError,
  registerErrorHandler,
} from './http/error-handler.ts';
import { INVALID_BODY } from './http/request-body.ts';
import { SECURITY_HEADERS } from './http/security-headers.ts';
import { registerDocumentHeaders } from './http/document-headers.ts';
import { registerServiceWorkerHeaders } from './http/service-worker-headers.ts';
import { registerHealthRoutes } from './http/health.ts';
import { registerRecordRoutes } from './http/records.ts';
import { registerRecordAuthRoutes } from './http/record-auth.ts';
import { registerAdminRoutes } from './http/admins.ts';
import { registerRecordAccountRoutes } from './http/record-account.ts';
import { registerOAuth2Routes } from './http/oauth2.ts';
import { registerAccountPage } from './http/account-page.ts';
import { registerBackupRoutes } from './http/backups.ts';
import { registerFileRoutes } from './http/files.ts';
import { registerCollectionRoutes } from './http/collections.ts';
import { registerSettingsRoutes } from './http/settings.ts';
import { registerLogRoutes } from './http/logs.ts';
import { registerRequestLogs } from './http/request-logs.ts';
import { registerRealtimeRoutes } from './http/realtime.ts';
import { registerCompression } from './http/compression.ts';
import { registerNotificationRoutes, type NotificationFeedPort } from './http/notifications.ts';
import { redactUrl } from './core/logs/redact-url.ts';

export type AppOptions = {
  /** Folder of the built web app to serve at `/`, with history fallback. */
  webDist?: string;
  logger?: boolean;
  /** Largest accepted request body in bytes. */
  bodyLimit?: number;
  /** Realtime streams close after this long without a message (default 5 minutes). */
  realtimeIdleTimeoutMs?: number;
  /** The product's notifications for each user (docs/decisions/047); no routes without it. */
  notifications?: NotificationFeedPort;
  /** The product's own API routes, registered beside the record server's. */
  routes?: (app: FastifyInstance) => void;
  /** A request that moves no byte for this long is ended (default 20 s, docs/decisions/059). */
  stallLimitMs?: number;
};

/**
 * 32 MiB (the default of later PocketBase versions): room for the largest file a field accepts
 * (20 MiB shipment documents) with the rest of its form. Larger bodies answer 413 (decision 025).
 */
const DEFAULT_BODY_LIMIT = 32 * 1024 * 1024;
// Path segments (ids, names, later file names of up to ~120 characters) fit well within this;
// anything longer answers 404 like any unknown id.
const MAX_PARAM_LENGTH = 1024;
/** The web build's document for the signed-in app, answered for every page path that is not a file. */
const APP_DOCUMENT = 'app.html';
/** A tracking link's page (`/t/{token}`, decision 072): a document of its own, never indexed. */
const TRACK_DOCUMENT = 'track.html';
const TRACK_PATH = '/t/';

/** Builds the HTTP server around a core without listening, so tests can `inject()` into it. */
export async function createApp(core: Core, options: AppOptions = {}): Promise<FastifyInstance> {
  const stallLimitMs = options.stallLimitMs ?? STALL_LIMIT_MS;
  const bodyLimit = options.bodyLimit ?? DEFAULT_BODY_LIMIT;
  const app = Fastify({
    logger: options.logger ?? false,
    // Fastify's own two lines per request are replaced by the single line of the onResponse hook.
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit,
    ...connectionLimits(stallLimitMs),
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: MAX_PARAM_LENGTH },
    frameworkErrors: (error, request, reply) => {
      handleFrameworkError(error, request, reply);
    },
    clientErrorHandler: handleClientError,
  });
  const webDist =
    options.webDist && existsSync(path.join(options.webDist, APP_DOCUMENT))
      ? path.resolve(options.webDist)
      : null;
  registerJsonParser(app);
  // First of the hooks: a request stuck in any later one is still ended.
  registerRequestDeadline(app, stallLimitMs);
  registerUnreadBodies(app, bodyLimit);
  await app.register(cors, {
    origin: '*',
    methods: ['GET', 'HEAD', 'PUT', 'PATCH', 'POST', 'DELETE'],
  });
  await app.register(multipart, { limits: { fileSize: bodyLimit } });
  // Before the routes: it attaches itself to each /api route as that route is added.
  await registerCompression(app);
  registerErrorHandler(app);
  registerCommonHooks(app);
  await registerDocumentHeaders(app, webDist);
  registerServiceWorkerHeaders(app);
  registerForegroundRequests(app, core);
  registerRequestContext(app, core);
  registerRequestLogs(app, core);
  registerHealthRoutes(app, core);
  registerRecordRoutes(app, core);
  registerRecordAuthRoutes(app, core);
  registerRecordAccountRoutes(app, core);
  registerOAuth2Routes(app, core);
  registerAccountPage(app);
  registerAdminRoutes(app, core);
  registerBackupRoutes(app, core);
  registerFileRoutes(app, core);
  registerCollectionRoutes(app, core);
  registerSettingsRoutes(app, core);
  registerLogRoutes(app, core);
  registerRealtimeRoutes(app, core, { idleTimeoutMs: options.realtimeIdleTimeoutMs });
  if (options.notifications) registerNotificationRoutes(app, options.notifications);
  options.routes?.(app);
  if (webDist)
    // Wildcard mode looks files up per request, so a rebuilt web app is served without a restart;
    // the web build writes .br and .gz copies beside each file, served instead of compressing.
    await app.register(fastifyStatic, {
      root: webDist,
      wildcard: true,
      preCompressed: true,
    });
  registerNotFound(app, webDist !== null);
  return app;
}

/**
 * Node's own limits on a connection (docs/decisions/059), for what happens before a request
 * reaches the app: its headers must arrive within the stall limit (checked every second, where
 * Node's default looks every 30 s). The whole request has no time limit of its own (Fastify's
 * default, kept): a large upload may take minutes, and one that stops moving is ended by the
 * stall limit. Idle connections are kept 72 s (Fastify's default), advertised to the client in
 * `Keep-Alive: timeout=72`, so a client that honours it closes them first.
 */
function connectionLimits(stallLimitMs: number) {
  return {
    keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    requestTimeout: 0,
    http: { headersTimeout: stallLimitMs, connectionsCheckingInterval: 1000 },
  };
}

const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/** JSON bodies: empty means "no data" (the SDK sends the JSON content type even without a body). */
function registerJsonParser(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch {
      done(badRequest(INVALID_BODY), undefined);
    }
  });
}

function registerCommonHooks(app: FastifyInstance): void {
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(SECURITY_HEADERS);
    return payload;
  });
  app.addHook('preSerialization', async (request, reply, payload) => {
    const fields = (request.query as Record<string, unknown> | undefined)?.fields;
    if (typeof fields !== 'string' || !fields || reply.statusCode >= 300) return payload;
    return projectFields(payload, fields);
  });
  // One log line per request, written when the response is done.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      `${request.method} ${redactUrl(request.url)} ${reply.statusCode} ${reply.elapsedTime.toFixed(1)}ms`,
    );
  });
}

/**
 * Unknown API paths get the JSON 404; any other page path gets the signed-in app's document
 * (history fallback). The public pages are files of their own (`/`, `/servicios/<key>/`).
 * A missing file (a path with an extension, e.g. an old script) stays a 404: serving the page
 * in its place would only fail later as a script of the wrong type.
 */
function registerNotFound(app: FastifyInstance, hasWebApp: boolean): void {
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    const isPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api') &&
      !/\.[a-z0-9]+$/i.test(pathname);
    if (hasWebApp && isPage && pathname.startsWith(TRACK_PATH))
      return reply
        .type('text/html')
        .header('x-robots-tag', 'noindex, nofollow')
        .header('cache-control', 'no-cache')
        .sendFile(TRACK_DOCUMENT);
    if (hasWebApp && isPage) return reply.type('text/html').sendFile(APP_DOCUMENT);
    return reply.code(404).send(notFound('Not Found.').toJSON());
  });
}
