import type { FastifyInstance } from 'fastify';
import type { Core } from '../core/create-core.ts';
import { background, readEmail } from './record-account.ts';
import { readRequestBody } from './request-body.ts';

/**
 * Operators' password reset (reference §5.4). As for records, the request answers 204 at once
 * and mails in the background, so it never reveals whether an operator has that address.
 */
export function registerAdminPasswordResetRoutes(app: FastifyInstance, core: Core): void {
  app.post('/api/admins/request-password-reset', async (request, reply) => {
    const email = await readEmail(request);
    background(request.log, 'operator password reset', core.adminAccount.sendPasswordReset(email));
    return reply.code(204).send();
  });

  app.post('/api/admins/confirm-password-reset', async (request, reply) => {
    const { data } = await readRequestBody(request);
    await core.adminAccount.confirmPasswordReset(data);
    return reply.code(204).send();
  });
}
