import type { OAuth2ProviderName } from '../settings/settings-defaults.ts';
import { str, truthy, type OAuth2Profile } from './oauth2-user.ts';

/** What the server knows about a provider before the operator's settings are applied. */
export type ProviderDefinition = {
  displayName: string;
  pkce: boolean;
  scopes: string[];
  authUrl: string;
  tokenUrl: string;
  userApiUrl: string;
  toProfile: (raw: Record<string, unknown>) => OAuth2Profile;
  /** GitHub keeps addresses apart from the profile: the verified primary one is fetched after. */
  emailsFromUserApi?: boolean;
};

/**
 * An email is only taken when the provider says it is verified: an unverified address would let
 * anyone who registers it at the provider sign in to the matching account here.
 */
const oidcProfile = (raw: Record<string, unknown>): OAuth2Profile => ({
  id: str(raw.sub),
  name: str(raw.name),
  username: str(raw.preferred_username),
  avatarUrl: str(raw.picture),
  email: truthy(raw.email_verified) ? str(raw.email) : '',
});

/** Generic OpenID Connect: every endpoint comes from the settings (`oidcAuth`, …). */
const OIDC: ProviderDefinition = {
  displayName: 'OIDC',
  pkce: true,
  scopes: ['openid', 'email', 'profile'],
  authUrl: '',
  tokenUrl: '',
  userApiUrl: '',
  toProfile: oidcProfile,
};

function discordName(raw: Record<string, unknown>): string {
  const global = str(raw.global_name);
  if (global) return global;
  const tag = str(raw.discriminator);
  return tag && tag !== '0' ? `${str(raw.username)}#${tag}` : str(raw.username);
}

/** Providers this server can talk to; the other names of reference §5.2 are not offered. */
export const PROVIDERS: Partial<Record<OAuth2ProviderName, ProviderDefinition>> = {
  oidc: OIDC,
  oidc2: OIDC,
  oidc3: OIDC,
  google: {
    displayName: 'Google',
    pkce: true,
    scopes: [
      'https://www.googleapis.com/auth/userinfo.profile',
      'https://www.googleapis.com/auth/userinfo.email',
    ],
    authUrl: 'https://accounts.google.com/o/oauth2/auth',
    tokenUrl: 'https://accounts.google.com/o/oauth2/token',
    userApiUrl: 'https://www.googleapis.com/oauth2/v1/userinfo',
    toProfile: (raw) => ({
      id: str(raw.id),
      name: str(raw.name),
      username: '',
      avatarUrl: str(raw.picture),
      email: truthy(raw.verified_email) ? str(raw.email) : '',
    }),
  },
  github: {
    displayName: 'GitHub',
    pkce: true,
    scopes: ['read:user', 'user:email'],
    authUrl: 'https://github.com/login/oauth/authorize',
    tokenUrl: 'https://github.com/login/oauth/access_token',
    userApiUrl: 'https://api.github.com/user',
    emailsFromUserApi: true,
    toProfile: (raw) => ({
      id: str(raw.id),
      name: str(raw.name),
      username: str(raw.login),
      avatarUrl: str(raw.avatar_url),
      email: '',
    }),
  },
  gitlab: {
    displayName: 'GitLab',
    pkce: true,
    scopes: ['read_user'],
    authUrl: 'https://gitlab.com/oauth/authorize',
    tokenUrl: 'https://gitlab.com/oauth/token',
    userApiUrl: 'https://gitlab.com/api/v4/user',
    toProfile: (raw) => ({
      id: str(raw.id),
      name: str(raw.name),
      username: str(raw.username),
      avatarUrl: str(raw.avatar_url),
      email: Number.isNaN(Date.parse(str(raw.confirmed_at))) ? '' : str(raw.email),
    }),
  },
  microsoft: {
    displayName: 'Microsoft',
    pkce: true,
    scopes: ['User.Read'],
    authUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/authorize',
    tokenUrl: 'https://login.microsoftonline.com/common/oauth2/v2.0/token',
    userApiUrl: 'https://graph.microsoft.com/v1.0/me',
    toProfile: (raw) => ({
      id: str(raw.id),
      name: str(raw.displayName),
      username: '',
      avatarUrl: '',
      email: str(raw.mail),
    }),
  },
  discord: {
    displayName: 'Discord',
    pkce: true,
    scopes: ['identify', 'email'],
    authUrl: 'https://discord.com/api/oauth2/authorize',
    tokenUrl: 'https://discord.com/api/oauth2/token',
    userApiUrl: 'https://discord.com/api/users/@me',
    toProfile: (raw) => ({
      id: str(raw.id),
      name: discordName(raw),
      username: str(raw.username),
      avatarUrl: `https://cdn.discordapp.com/avatars/${str(raw.id)}/${str(raw.avatar)}.png`,
      email: truthy(raw.verified) ? str(raw.email) : '',
    }),
  },
};
