import { randomString } from '../../tools/ids.ts';

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

export type Settings = {
  meta: {
    appName: string;
    appUrl: string;
    hideControls: boolean;
    senderName: string;
    senderAddress: string;
  };
  logs: { maxDays: number; minLevel: number; logIp: boolean };
} & Record<TokenKind, TokenConfig>;

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

/** Fresh settings with a new random 50-character secret per token purpose. */
export function defaultSettings(appUrl: string): Settings {
  const tokens = Object.fromEntries(
    TOKEN_KINDS.map((kind) => [
      kind,
      { secret: randomString(50), duration: TOKEN_DURATIONS[kind] },
    ]),
  ) as Record<TokenKind, TokenConfig>;
  return {
    meta: {
      appName: 'Rumbo',
      appUrl,
      hideControls: false,
      senderName: 'Rumbo',
      senderAddress: 'no-reply@rumbo.test',
    },
    logs: { maxDays: 5, minLevel: 0, logIp: true },
    ...tokens,
  };
}
