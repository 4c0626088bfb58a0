import type { FastifyInstance } from 'fastify';
import type { Core } from '../core/create-core.ts';
import { maskSettings } from '../core/settings/settings-secrets.ts';
import { sendTestEmail } from '../core/settings/test-email.ts';
import { testS3 } from '../core/settings/test-s3.ts';
import { generateAppleClientSecret } from '../core/settings/apple-client-secret.ts';
import { readRequestBody } from './request-body.ts';
import { requireAdmin } from './require-admin.ts';

/** `/api/settings`: the server settings and their checks, for operators only (reference §5.6). */
export function registerSettingsRoutes(app: FastifyInstance, core: Core): void {
  app.get('/api/settings', async (request) => {
    requireAdmin(request);
    return maskSettings(core.settings.get());
  });

  app.patch('/api/settings', async (request) => {
    requireAdmin(request);
    const { data } = await readRequestBody(request);
    const settings = await core.settings.update(data);
    // A shorter retention or a higher minimum level applies to the stored logs at once.
    await core.logs.prune();
    return maskSettings(settings);
  });

  app.post('/api/settings/test/email', async (request, reply) => {
    requireAdmin(request);
    const { data } = await readRequestBody(request);
    await sendTestEmail(core, data);
    return reply.code(204).send();
  });

  app.post('/api/settings/test/s3', async (request, reply) => {
    requireAdmin(request);
    const { data } = await readRequestBody(request);
    await testS3(core.settings.get(), data);
    return reply.code(204).send();
  });

  app.post('/api/settings/apple/generate-client-secret', async (request) => {
    requireAdmin(request);
    const { data } = await readRequestBody(request);
    return { secret: await generateAppleClientSecret(data) };
  });
}
