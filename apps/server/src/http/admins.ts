import type { FastifyInstance } from 'fastify';
import type { Core } from '../core/create-core.ts';
import { badRequest, fieldError, unauthorized, validationError } from '../errors.ts';
import { exportAdmin } from '../core/admins/admin-store.ts';
import { verifyPassword } from '../tools/passwords.ts';
import { readRequestBody } from './request-body.ts';

const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Operator sign-in (reference §5.4); the rest of `/api/admins` comes with the operators capability. */
export function registerAdminRoutes(app: FastifyInstance, core: Core): void {
  app.post('/api/admins/auth-with-password', async (request) => {
    const { data } = await readRequestBody(request);
    const identity = String(data.identity ?? '').trim();
    const password = String(data.password ?? '');
    const errors: Record<string, ReturnType<typeof fieldError>> = {};
    if (!identity) errors.identity = fieldError('validation_required', 'Cannot be blank.');
    else if (!EMAIL_RE.test(identity))
      errors.identity = fieldError('validation_is_email', 'Must be a valid email address.');
    if (!password) errors.password = fieldError('validation_required', 'Cannot be blank.');
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const admin = core.admins.findByEmail(identity);
    if (!admin || !(await verifyPassword(password, admin.passwordHash)))
      throw badRequest('Failed to authenticate.');
    return { admin: exportAdmin(admin), token: await core.tokens.adminToken(admin) };
  });

  app.post('/api/admins/auth-refresh', async (request) => {
    const { identity } = request.ctx;
    if (identity.kind !== 'admin')
      throw unauthorized('The request requires valid admin authorization token to be set.');
    return {
      admin: exportAdmin(identity.admin),
      token: await core.tokens.adminToken(identity.admin),
    };
  });
}
