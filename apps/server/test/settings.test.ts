import { generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decodeProtectedHeader, importSPKI, jwtVerify } from 'jose';
import { DEMO_EMAILS } from '@rumbo/domain';
import { client, signedIn, serverWithOperator } from './test-server.ts';
import { failureOf } from './api-failure.ts';
import { TOKEN_KINDS } from '../src/core/settings/settings-defaults.ts';

// `/api/settings` (reference §5.6) through the SDK's `pb.settings`.
const ctx = serverWithOperator();

const MASK = '******';

describe('who may use /api/settings', () => {
  it.each(['guest', 'user'])('answers 401 to a %s on every endpoint', async (who) => {
    const pb =
      who === 'guest' ? client(ctx.server.url) : await signedIn(ctx.server.url, DEMO_EMAILS.admin);
    const calls = [
      () => pb.settings.getAll(),
      () => pb.settings.update({ meta: { appName: 'Hackeado' } }),
      () => pb.settings.testS3('storage'),
      () => pb.settings.testEmail('x@rumbo.test', 'verification'),
      () => pb.settings.generateAppleClientSecret('a', 'b', 'c', 'd', 1),
    ];
    for (const call of calls) expect((await failureOf(call())).status).toBe(401);
    expect(ctx.server.core.settings.get().meta.appName).not.toBe('Hackeado');
  });
});

describe('reading settings', () => {
  it('returns PocketBase’s shape with every non-empty secret masked', async () => {
    const settings = await ctx.ops.settings.getAll();
    for (const key of [
      'meta',
      'logs',
      'smtp',
      's3',
      'backups',
      ...TOKEN_KINDS,
      'googleAuth',
      'appleAuth',
    ])
      expect(settings).toHaveProperty(key);
    for (const kind of TOKEN_KINDS) {
      expect(settings[kind].secret).toBe(MASK);
      expect(ctx.server.core.settings.get()[kind as 'adminAuthToken'].secret).toHaveLength(50);
    }
    // Empty secrets stay empty: the operator can see that nothing is set.
    expect(settings.smtp.password).toBe('');
    expect(settings.googleAuth.clientSecret).toBe('');
    expect(JSON.stringify(settings)).not.toContain(
      ctx.server.core.settings.get().recordAuthToken.secret,
    );
  });
});

describe('updating settings', () => {
  it('deep-merges the patch and answers the masked result', async () => {
    const before = ctx.server.core.settings.get();
    const updated = await ctx.ops.settings.update({
      meta: { appName: 'Rumbo MX', verificationTemplate: { subject: 'Verifica {APP_NAME}' } },
      smtp: { password: 'contraseña-smtp' },
      githubAuth: { clientSecret: 'secreto-github' },
    });
    expect(updated.meta.appName).toBe('Rumbo MX');
    expect(updated.meta.senderAddress).toBe(before.meta.senderAddress);
    expect(updated.meta.verificationTemplate.body).toBe(before.meta.verificationTemplate.body);
    expect(updated.meta.verificationTemplate.subject).toBe('Verifica {APP_NAME}');
    expect(updated.smtp.password).toBe(MASK);
    expect(updated.githubAuth.clientSecret).toBe(MASK);
    const stored = ctx.server.core.settings.get();
    expect(stored.smtp.password).toBe('contraseña-smtp');
    expect(stored.githubAuth.clientSecret).toBe('secreto-github');
    expect(stored.smtp.host).toBe(before.smtp.host);
  });

  it('keeps the stored secrets when the masked document is sent back', async () => {
    const secretBefore = ctx.server.core.settings.get().adminAuthToken.secret;
    const masked = await ctx.ops.settings.getAll();
    masked.meta.appName = 'Rumbo de vuelta';
    await ctx.ops.settings.update(masked);
    const stored = ctx.server.core.settings.get();
    expect(stored.meta.appName).toBe('Rumbo de vuelta');
    expect(stored.adminAuthToken.secret).toBe(secretBefore);
    for (const kind of TOKEN_KINDS) expect(stored[kind as 'adminAuthToken'].secret).not.toBe(MASK);
    // The operator's token still verifies: the signing secret was not replaced by the mask.
    expect((await ctx.ops.settings.getAll()).meta.appName).toBe('Rumbo de vuelta');
  });

  it('changes a token secret when a real one is sent, voiding the earlier tokens', async () => {
    const user = await signedIn(ctx.server.url, DEMO_EMAILS.staffGolfo);
    await ctx.ops.settings.update({ recordAuthToken: { secret: 'n'.repeat(40) } });
    expect(ctx.server.core.settings.get().recordAuthToken.secret).toBe('n'.repeat(40));
    expect((await failureOf(user.collection('users').authRefresh())).status).toBe(401);
    await signedIn(ctx.server.url, DEMO_EMAILS.staffGolfo);
  });

  it.each([
    [{ meta: { appName: '' } }, 'meta.appName', 'validation_required'],
    [{ meta: { appName: 'x'.repeat(256) } }, 'meta.appName', 'validation_length_out_of_range'],
    [{ meta: { appUrl: 'no es url' } }, 'meta.appUrl', 'validation_is_url'],
    [{ meta: { senderAddress: 'nadie' } }, 'meta.senderAddress', 'validation_is_email'],
    [
      { meta: { resetPasswordTemplate: { actionUrl: '{APP_URL}/reset' } } },
      'meta.resetPasswordTemplate.actionUrl',
      'validation_missing_required_param',
    ],
    [{ smtp: { enabled: true, host: '' } }, 'smtp.host', 'validation_required'],
    [{ smtp: { enabled: true, port: 0 } }, 'smtp.port', 'validation_required'],
    [{ smtp: { authMethod: 'CRAM-MD5' } }, 'smtp.authMethod', 'validation_in_invalid'],
    [{ logs: { maxDays: -1 } }, 'logs.maxDays', 'validation_min_greater_equal_than_required'],
    [{ recordAuthToken: { duration: 0 } }, 'recordAuthToken.duration', 'validation_required'],
    [
      { adminAuthToken: { secret: 'corto' } },
      'adminAuthToken.secret',
      'validation_length_out_of_range',
    ],
    [
      { recordFileToken: { secret: 'x'.repeat(301) } },
      'recordFileToken.secret',
      'validation_length_out_of_range',
    ],
    [{ s3: { enabled: true } }, 's3.bucket', 'validation_required'],
    [{ backups: { s3: { enabled: true } } }, 'backups.s3.secret', 'validation_required'],
    [{ s3: { endpoint: 'no es url' } }, 's3.endpoint', 'validation_is_url'],
    [{ backups: { cron: 'cada hora' } }, 'backups.cron', 'validation_invalid_cron'],
    [{ googleAuth: { enabled: true } }, 'googleAuth.clientId', 'validation_required'],
    [{ gitlabAuth: { authUrl: 'nope' } }, 'gitlabAuth.authUrl', 'validation_is_url'],
  ])('refuses %j → data.%s', async (patch, path, code) => {
    const before = JSON.stringify(ctx.server.core.settings.get());
    const failure = await failureOf(ctx.ops.settings.update(patch));
    expect(failure.status).toBe(400);
    const error = path
      .split('.')
      .reduce<unknown>((node, key) => (node as Record<string, unknown>)?.[key], failure.body.data);
    expect((error as { code?: string } | undefined)?.code).toBe(code);
    expect(JSON.stringify(ctx.server.core.settings.get())).toBe(before);
  });

  it('accepts a valid cron schedule for automatic backups', async () => {
    const updated = await ctx.ops.settings.update({
      backups: { cron: '0 3 * * 1-5', cronMaxKeep: 4 },
    });
    expect(updated.backups).toMatchObject({ cron: '0 3 * * 1-5', cronMaxKeep: 4 });
  });

  it('refuses values of the wrong kind as malformed input', async () => {
    for (const patch of [{ meta: { appName: 5 } }, { smtp: 'x' }, { logs: { maxDays: 1.5 } }]) {
      const failure = await failureOf(ctx.ops.settings.update(patch));
      expect(failure.status).toBe(400);
      expect(failure.body.message).toBe('An error occurred while loading the submitted data.');
    }
  });

  it('ignores keys the settings do not have', async () => {
    const updated = await ctx.ops.settings.update({ unknownKey: 1, meta: { alsoUnknown: true } });
    expect(updated).not.toHaveProperty('unknownKey');
    expect(updated.meta).not.toHaveProperty('alsoUnknown');
  });
});

describe('testing S3 (a real bucket: settings-s3.test.ts)', () => {
  it('reports that S3 is not enabled, in PocketBase’s words', async () => {
    for (const filesystem of ['storage', 'backups']) {
      const failure = await failureOf(ctx.ops.settings.testS3(filesystem));
      expect(failure.status).toBe(400);
      expect(failure.body.message).toBe(
        'Failed to test the S3 filesystem. Raw error: \nS3 storage filesystem is not enabled.',
      );
    }
  });

  it('validates the filesystem name', async () => {
    const failure = await failureOf(ctx.ops.settings.testS3('nube'));
    expect(failure.body.data.filesystem?.code).toBe('validation_in_invalid');
  });
});

describe('generating the Apple client secret', () => {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
  const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const spki = publicKey.export({ type: 'spki', format: 'pem' }).toString();

  it('signs an ES256 JWT Apple accepts as client secret', async () => {
    const { secret } = await ctx.ops.settings.generateAppleClientSecret(
      'mx.rumbo.web',
      'TEAM123456',
      'KEYID12345',
      pem,
      3600,
    );
    expect(decodeProtectedHeader(secret)).toEqual({ alg: 'ES256', kid: 'KEYID12345' });
    const { payload } = await jwtVerify(secret, await importSPKI(spki, 'ES256'), {
      issuer: 'TEAM123456',
      subject: 'mx.rumbo.web',
      audience: 'https://appleid.apple.com',
    });
    expect(payload.exp! - payload.iat!).toBe(3600);
  });

  it('fails verification with another key (the signature is real)', async () => {
    const other = generateKeyPairSync('ec', { namedCurve: 'P-256' }).publicKey;
    const { secret } = await ctx.ops.settings.generateAppleClientSecret(
      'a',
      'TEAM123456',
      'KEYID12345',
      pem,
      60,
    );
    const otherKey = await importSPKI(
      other.export({ type: 'spki', format: 'pem' }).toString(),
      'ES256',
    );
    await expect(jwtVerify(secret, otherKey)).rejects.toThrow();
  });

  it.each([
    [['', 'TEAM123456', 'KEYID12345', 'pem', 60], 'clientId', 'validation_required'],
    [['a', 'TEAM', 'KEYID12345', 'pem', 60], 'teamId', 'validation_length_invalid'],
    [['a', 'TEAM123456', 'KEY', 'pem', 60], 'keyId', 'validation_length_invalid'],
    [['a', 'TEAM123456', 'KEYID12345', 'not a key', 60], 'privateKey', 'validation_match_invalid'],
    [
      ['a', 'TEAM123456', 'KEYID12345', 'pem', 15777001],
      'duration',
      'validation_max_less_equal_than_required',
    ],
  ] as const)('refuses %j → data.%s', async (args, field, code) => {
    const [clientId, teamId, keyId, key, duration] = args;
    const failure = await failureOf(
      ctx.ops.settings.generateAppleClientSecret(
        clientId,
        teamId,
        keyId,
        key === 'pem' ? pem : key,
        duration,
      ),
    );
    expect(failure.body.message).toBe('Invalid client secret data.');
    expect(failure.body.data[field]?.code).toBe(code);
  });

  it('answers 400 for a key in the right envelope but unusable', async () => {
    const garbage = '-----BEGIN PRIVATE KEY-----\nAAAA\n-----END PRIVATE KEY-----';
    const failure = await failureOf(
      ctx.ops.settings.generateAppleClientSecret('a', 'TEAM123456', 'KEYID12345', garbage, 60),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.message).toMatch(/^Failed to generate client secret\. Raw error: /);
  });
});
