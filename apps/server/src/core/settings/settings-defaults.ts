import { randomString } from '../../tools/ids.ts';
import type { ThrottleRules } from '../auth/sign-in-throttle.ts';

export type TokenConfig = { secret: string; duration: number };

export const TOKEN_KINDS = [
  'adminAuthToken',
  'adminPasswordResetToken',
  'adminFileToken',
  'recordAuthToken',
  'recordPasswordResetToken',
  'recordEmailChangeToken',
  'recordVerificationToken',
  'recordFileToken',
] as const;
export type TokenKind = (typeof TOKEN_KINDS)[number];

/** PocketBase v0.22's OAuth2 providers (reference §5.2); each has a `<name>Auth` settings entry. */
export const OAUTH2_PROVIDERS = [
  'apple',
  'bitbucket',
  'discord',
  'facebook',
  'gitea',
  'gitee',
  'github',
  'gitlab',
  'google',
  'instagram',
  'kakao',
  'livechat',
  'mailcow',
  'microsoft',
  'oidc',
  'oidc2',
  'oidc3',
  'patreon',
  'planningcenter',
  'spotify',
  'strava',
  'twitch',
  'twitter',
  'vk',
  'yandex',
] as const;
export type OAuth2ProviderName = (typeof OAUTH2_PROVIDERS)[number];

export type EmailTemplate = { subject: string; body: string; actionUrl: string; hidden: boolean };

export type OAuth2ProviderConfig = {
  enabled: boolean;
  clientId: string;
  clientSecret: string;
  authUrl: string;
  tokenUrl: string;
  userApiUrl: string;
  displayName: string;
  pkce: boolean | null;
};

export type S3Config = {
  enabled: boolean;
  bucket: string;
  region: string;
  endpoint: string;
  accessKey: string;
  secret: string;
  forcePathStyle: boolean;
};

export type Settings = {
  meta: {
    appName: string;
    appUrl: string;
    hideControls: boolean;
    senderName: string;
    senderAddress: string;
    verificationTemplate: EmailTemplate;
    resetPasswordTemplate: EmailTemplate;
    confirmEmailChangeTemplate: EmailTemplate;
  };
  logs: { maxDays: number; minLevel: number; logIp: boolean };
  smtp: {
    enabled: boolean;
    host: string;
    port: number;
    username: string;
    password: string;
    authMethod: string;
    tls: boolean;
    localName: string;
  };
  s3: S3Config;
  backups: { cron: string; cronMaxKeep: number; s3: S3Config };
  /** Failed password sign-ins: delays, then 429 (docs/decisions/022). Not in PocketBase. */
  signInThrottle: ThrottleRules;
  /**
   * How long the history of changes is kept (`maxDays`, 0: forever) and deleted records wait in
   * the recycle bin (`recycleBinDays`), docs/decisions/065. Not in PocketBase.
   */
  history: { maxDays: number; recycleBinDays: number };
} & Record<TokenKind, TokenConfig> &
  Record<`${OAuth2ProviderName}Auth`, OAuth2ProviderConfig>;

// Durations in seconds, as in PocketBase v0.22 (reference §3.1).
const TOKEN_DURATIONS: Record<TokenKind, number> = {
  adminAuthToken: 1_209_600,
  adminPasswordResetToken: 1_800,
  adminFileToken: 120,
  recordAuthToken: 1_209_600,
  recordPasswordResetToken: 1_800,
  recordEmailChangeToken: 1_800,
  recordVerificationToken: 604_800,
  recordFileToken: 120,
};

function template(subject: string, action: string, actionPath: string): EmailTemplate {
  return {
    subject,
    body: `<p>Hola,</p>\n<p>${action}</p>\n<p><a href="{ACTION_URL}" target="_blank" rel="noopener">{ACTION_URL}</a></p>\n<p>— {APP_NAME}</p>`,
    actionUrl: `{APP_URL}/${actionPath}/{TOKEN}`,
    hidden: false,
  };
}

function emptyS3(): S3Config {
  return {
    enabled: false,
    bucket: '',
    region: '',
    endpoint: '',
    accessKey: '',
    secret: '',
    forcePathStyle: false,
  };
}

function emptyProvider(): OAuth2ProviderConfig {
  return {
    enabled: false,
    clientId: '',
    clientSecret: '',
    authUrl: '',
    tokenUrl: '',
    userApiUrl: '',
    displayName: '',
    pkce: null,
  };
}

/** Fresh settings with a new random 50-character secret per token purpose. */
export function defaultSettings(appUrl: string): Settings {
  const tokens = Object.fromEntries(
    TOKEN_KINDS.map((kind) => [
      kind,
      { secret: randomString(50), duration: TOKEN_DURATIONS[kind] },
    ]),
  ) as Record<TokenKind, TokenConfig>;
  const providers = Object.fromEntries(
    OAUTH2_PROVIDERS.map((name) => [`${name}Auth`, emptyProvider()]),
  ) as Record<`${OAuth2ProviderName}Auth`, OAuth2ProviderConfig>;
  return {
    meta: {
      appName: 'Rumbo',
      appUrl,
      hideControls: false,
      senderName: 'Rumbo',
      senderAddress: 'no-reply@rumbo.test',
      verificationTemplate: template(
        'Verifica tu correo en {APP_NAME}',
        'Confirma tu dirección de correo con este enlace:',
        '_/#/auth/confirm-verification',
      ),
      resetPasswordTemplate: template(
        'Restablece tu contraseña en {APP_NAME}',
        'Para elegir una contraseña nueva, abre este enlace:',
        '_/#/auth/confirm-password-reset',
      ),
      confirmEmailChangeTemplate: template(
        'Confirma tu nuevo correo en {APP_NAME}',
        'Para confirmar el cambio de correo, abre este enlace:',
        '_/#/auth/confirm-email-change',
      ),
    },
    logs: { maxDays: 5, minLevel: 0, logIp: true },
    smtp: {
      enabled: false,
      host: 'smtp.example.com',
      port: 587,
      username: '',
      password: '',
      authMethod: 'PLAIN',
      tls: false,
      localName: '',
    },
    s3: emptyS3(),
    backups: { cron: '', cronMaxKeep: 3, s3: emptyS3() },
    signInThrottle: {
      enabled: true,
      windowSeconds: 900,
      maxIdentityFailures: 5,
      maxAddressFailures: 100,
      delayMs: 250,
      maxDelayMs: 2000,
    },
    history: { maxDays: 0, recycleBinDays: 30 },
    ...tokens,
    ...providers,
  };
}
