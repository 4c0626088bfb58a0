import { OAUTH2_PROVIDERS, TOKEN_KINDS, type Settings } from './settings-defaults.ts';

/** What `GET /api/settings` shows instead of a secret that is set (reference §5.6). */
export const SECRET_MASK = '******';

/** Every secret of the settings as a path: SMTP password, S3 secrets, token secrets, client secrets. */
export const SECRET_PATHS: readonly string[] = [
  'smtp.password',
  's3.secret',
  'backups.s3.secret',
  ...TOKEN_KINDS.map((kind) => `${kind}.secret`),
  ...OAUTH2_PROVIDERS.map((name) => `${name}Auth.clientSecret`),
];

const SECRETS = new Set(SECRET_PATHS);

export function isSecretPath(path: string): boolean {
  return SECRETS.has(path);
}

/** A copy of the settings with every non-empty secret replaced by the mask. */
export function maskSettings(settings: Settings): Settings {
  const copy = structuredClone(settings) as unknown as Record<string, unknown>;
  for (const path of SECRET_PATHS) {
    const keys = path.split('.');
    const last = keys.pop()!;
    const parent = keys.reduce<Record<string, unknown> | undefined>(
      (node, key) => node?.[key] as Record<string, unknown> | undefined,
      copy,
    );
    if (parent && typeof parent[last] === 'string' && parent[last] !== '')
      parent[last] = SECRET_MASK;
  }
  return copy as unknown as Settings;
}
