import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from 'fastify';
import type { CollectionModel } from '@rumbo/domain';
import type { Core } from '../core/create-core.ts';
import { badRequest, forbidden, unauthorized } from '../tools/errors.ts';
import type { RecordValues } from '../core/records/record-codec.ts';
import {
  emailFieldError,
  FORM_INVALID,
  text,
  throwIfInvalid,
} from '../core/account/account-validation.ts';
import { authCollection } from './record-auth.ts';
import { readRequestBody } from './request-body.ts';

type Params = { collection: string };

/**
 * Password reset, verification and email change of auth records (reference §5.2). The two
 * request-* endpoints that take an email answer 204 before anything is looked up, and mail in
 * the background: neither the status nor the timing tells whether the address has an account.
 */
export function registerRecordAccountRoutes(app: FastifyInstance, core: Core): void {
  const base = '/api/collections/:collection';

  app.post<{ Params: Params }>(`${base}/request-password-reset`, async (request, reply) => {
    const collection = authCollection(core, request.params.collection);
    if (!collection.options.allowEmailAuth && !collection.options.allowUsernameAuth)
      throw badRequest('The collection is not configured to allow password authentication.');
    const email = await readEmail(request);
    background(request.log, 'password reset', core.account.sendPasswordReset(collection, email));
    return reply.code(204).send();
  });

  app.post<{ Params: Params }>(`${base}/confirm-password-reset`, async (request, reply) => {
    const collection = authCollection(core, request.params.collection);
    await core.account.confirmPasswordReset(collection, await readData(request));
    return reply.code(204).send();
  });

  app.post<{ Params: Params }>(`${base}/request-verification`, async (request, reply) => {
    const collection = authCollection(core, request.params.collection);
    const email = await readEmail(request);
    background(request.log, 'verification', core.account.sendVerification(collection, email));
    return reply.code(204).send();
  });

  app.post<{ Params: Params }>(`${base}/confirm-verification`, async (request, reply) => {
    const collection = authCollection(core, request.params.collection);
    await core.account.confirmVerification(collection, await readData(request));
    return reply.code(204).send();
  });

  app.post<{ Params: Params }>(`${base}/request-email-change`, async (request, reply) => {
    const collection = authCollection(core, request.params.collection);
    const record = requireOwnRecord(request, collection);
    await core.account.requestEmailChange(collection, record, await readData(request));
    return reply.code(204).send();
  });

  app.post<{ Params: Params }>(`${base}/confirm-email-change`, async (request, reply) => {
    const collection = authCollection(core, request.params.collection);
    await core.account.confirmEmailChange(collection, await readData(request));
    return reply.code(204).send();
  });
}

async function readData(request: FastifyRequest): Promise<Record<string, unknown>> {
  return (await readRequestBody(request)).data;
}

/** The `email` of a request-* body; a missing or malformed one is the only 400 (§5.2). */
export async function readEmail(request: FastifyRequest): Promise<string> {
  const email = text((await readData(request)).email).trim();
  throwIfInvalid({ email: emailFieldError(email) }, FORM_INVALID);
  return email;
}

/** Runs a mail send after the response; a failure is logged for the operator, never shown. */
export function background(log: FastifyBaseLogger, what: string, sending: Promise<unknown>) {
  sending.catch((error: unknown) =>
    log.warn(`Failed to send the ${what} mail: ${(error as Error).message}`),
  );
}

function requireOwnRecord(request: FastifyRequest, collection: CollectionModel): RecordValues {
  const { identity } = request.ctx;
  if (identity.kind !== 'record')
    throw unauthorized('The request requires valid record authorization token to be set.');
  if (identity.collection.id !== collection.id)
    throw forbidden(`The request requires auth record from ${collection.name} collection.`);
  return identity.record;
}
