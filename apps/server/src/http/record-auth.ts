import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { CollectionModel } from '@rumbo/domain';
import type { Core } from '../core/create-core.ts';
import {
  ApiError,
  badRequest,
  fieldError,
  forbidden,
  unauthorized,
  validationError,
} from '../tools/errors.ts';
import { decodeRow, type RecordValues } from '../core/records/record-codec.ts';
import type { SessionClaim } from '../core/auth/session-policy.ts';
import { startSession as startRecordSession } from '../core/auth/start-session.ts';
import { listAuthProviders } from '../core/oauth2/auth-providers.ts';
import { findCollection } from './records.ts';
import { readRequestBody } from './request-body.ts';
import { requirePasswordSignIn } from './password-sign-in.ts';

type Params = { collection: string };

/** Auth endpoints of auth collections (reference §5.2). */
export function registerRecordAuthRoutes(app: FastifyInstance, core: Core): void {
  const base = '/api/collections/:collection';

  app.get<{ Params: Params }>(`${base}/auth-methods`, async (request) => {
    const collection = authCollection(core, request.params.collection);
    return {
      usernamePassword: Boolean(collection.options.allowUsernameAuth),
      emailPassword: Boolean(collection.options.allowEmailAuth),
      onlyVerified: Boolean(collection.options.onlyVerified),
      authProviders: collection.options.allowOAuth2Auth
        ? listAuthProviders(core.settings.get())
        : [],
    };
  });

  app.post<{ Params: Params }>(`${base}/auth-with-password`, async (request, reply) => {
    const collection = authCollection(core, request.params.collection);
    const { data } = await readRequestBody(request);
    const identity = String(data.identity ?? '').trim();
    const password = String(data.password ?? '');
    requireCredentials(identity, password);
    const found = await findByIdentity(core, collection, identity);
    const passwordHash = found ? String(found.passwordHash ?? '') : null;
    await requirePasswordSignIn(core, request, reply, {
      scope: collection.id,
      identity,
      password,
      passwordHash,
    });
    const record = found!;
    if (data.sessionNonce === undefined) return authResponse(core, collection, record, request);
    const started = await startRecordSession(core, collection, record, data.sessionNonce);
    return authResponse(core, collection, started.record, request, started.session);
  });

  app.post<{ Params: Params }>(`${base}/auth-refresh`, async (request) => {
    const collection = authCollection(core, request.params.collection);
    const { identity } = request.ctx;
    if (identity.kind !== 'record')
      throw unauthorized('The request requires valid record authorization token to be set.');
    if (identity.collection.id !== collection.id)
      throw forbidden(`The request requires auth record from ${collection.name} collection.`);
    return authResponse(core, collection, identity.record, request, identity.session);
  });
}

export function authCollection(core: Core, idOrName: string): CollectionModel {
  const collection = findCollection(core, idOrName);
  if (collection.type !== 'auth') throw badRequest('Unsupported collection type.');
  return collection;
}

function requireCredentials(identity: string, password: string): void {
  const errors: Record<string, ReturnType<typeof fieldError>> = {};
  if (!identity) errors.identity = fieldError('validation_required', 'Cannot be blank.');
  if (!password) errors.password = fieldError('validation_required', 'Cannot be blank.');
  if (Object.keys(errors).length > 0) throw validationError(errors);
}

/** An email-looking identity signs in by email, anything else by username (if each is allowed). */
async function findByIdentity(
  core: Core,
  collection: CollectionModel,
  identity: string,
): Promise<RecordValues | null> {
  const byEmail = identity.includes('@');
  const allowed = byEmail
    ? collection.options.allowEmailAuth
    : collection.options.allowUsernameAuth;
  if (!allowed) return null;
  const column = byEmail ? 'email' : 'username';
  const row = await core.db.get(
    `SELECT * FROM "${collection.name}" WHERE ${core.db.dialect.equalsIgnoreCase(`"${column}"`)}`,
    [identity],
  );
  return row ? decodeRow(collection, row) : null;
}

/** `{record, token}` (+ `meta` for OAuth2) of a sign-in, as the signed-in record sees itself. */
export async function authResponse(
  core: Core,
  collection: CollectionModel,
  record: RecordValues,
  request: FastifyRequest,
  session?: SessionClaim,
) {
  if (collection.options.onlyVerified && !record.verified)
    throw new ApiError(403, 'Please verify your account first.');
  const claims = session ? { nonce: session.nonce } : {};
  const token = await core.tokens.recordToken(collection, record, 'recordAuthToken', claims);
  // Expand is resolved as the signed-in record would see it (reference §5.2).
  const ctx = { ...request.ctx, identity: { kind: 'record' as const, collection, record } };
  const expand = request.ctx.query.expand;
  const [exported] = await core.reader.export(collection, [record], ctx, expand, true);
  return { record: exported, token };
}
