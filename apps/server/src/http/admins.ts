import type { FastifyInstance } from 'fastify';
import type { Core } from '../core/create-core.ts';
import { fieldError, notFound, unauthorized, validationError } from '../tools/errors.ts';
import { exportAdmin } from '../core/admins/admin-store.ts';
import { readAdminInput } from '../core/admins/admin-input.ts';
import type { AdminValues } from '../core/records/identity.ts';
import { isEmail } from '../tools/format-checks.ts';
import { parseListParams } from './list-params.ts';
import { readRequestBody } from './request-body.ts';
import { ADMIN_REQUIRED, requireAdmin } from './require-admin.ts';
import { registerAdminPasswordResetRoutes } from './admin-password-reset.ts';
import { requirePasswordSignIn } from './password-sign-in.ts';

type IdParams = { id: string };

/** `/api/admins`: operator sign-in and the operators' CRUD (reference §5.4). */
export function registerAdminRoutes(app: FastifyInstance, core: Core): void {
  registerAdminAuthRoutes(app, core);
  registerAdminPasswordResetRoutes(app, core);

  app.get('/api/admins', async (request) => {
    requireAdmin(request);
    return core.admins.list(parseListParams(request.ctx.query));
  });

  app.get<{ Params: IdParams }>('/api/admins/:id', async (request) => {
    requireAdmin(request);
    return exportAdmin(await findAdmin(core, request.params.id));
  });

  // The installer case: while no operator exists, anyone may create the first one.
  app.post('/api/admins', async (request) => {
    const isGuest = request.ctx.identity.kind !== 'admin';
    if (isGuest && (await core.admins.count()) > 0) throw unauthorized(ADMIN_REQUIRED);
    const { data } = await readRequestBody(request);
    const input = await readAdminInput(core.admins, data);
    const admin = await core.admins.create(input.email!, input.password!, {
      id: input.id,
      avatar: input.avatar,
      onlyIfNone: isGuest,
    });
    return exportAdmin(admin);
  });

  app.patch<{ Params: IdParams }>('/api/admins/:id', async (request) => {
    requireAdmin(request);
    const admin = await findAdmin(core, request.params.id);
    const { data } = await readRequestBody(request);
    const input = await readAdminInput(core.admins, data, admin);
    return exportAdmin(await core.admins.update(admin, input));
  });

  app.delete<{ Params: IdParams }>('/api/admins/:id', async (request, reply) => {
    requireAdmin(request);
    await core.admins.delete((await findAdmin(core, request.params.id)).id);
    return reply.code(204).send();
  });
}

async function findAdmin(core: Core, id: string): Promise<AdminValues> {
  const admin = await core.admins.findById(id);
  if (!admin) throw notFound();
  return admin;
}

function registerAdminAuthRoutes(app: FastifyInstance, core: Core): void {
  app.post('/api/admins/auth-with-password', async (request, reply) => {
    const { data } = await readRequestBody(request);
    const identity = String(data.identity ?? '').trim();
    const password = String(data.password ?? '');
    const errors: Record<string, ReturnType<typeof fieldError>> = {};
    if (!identity) errors.identity = fieldError('validation_required', 'Cannot be blank.');
    else if (!isEmail(identity))
      errors.identity = fieldError('validation_is_email', 'Must be a valid email address.');
    if (!password) errors.password = fieldError('validation_required', 'Cannot be blank.');
    if (Object.keys(errors).length > 0) throw validationError(errors);
    const found = await core.admins.findByEmail(identity);
    await requirePasswordSignIn(core, request, reply, {
      scope: '_admins',
      identity,
      password,
      passwordHash: found ? found.passwordHash : null,
    });
    const admin = found!;
    return { admin: exportAdmin(admin), token: await core.tokens.adminToken(admin) };
  });

  app.post('/api/admins/auth-refresh', async (request) => {
    const admin = requireAdmin(request);
    return { admin: exportAdmin(admin), token: await core.tokens.adminToken(admin) };
  });
}
