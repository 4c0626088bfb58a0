import type { Settings } from '../settings/settings-defaults.ts';
import { randomString } from '../../tools/ids.ts';
import { createPkce } from './pkce.ts';
import { resolveProviders, type ResolvedProvider } from './resolve-provider.ts';

/** One `authProviders` entry of auth-methods (reference §5.2). */
export type AuthProviderInfo = {
  name: string;
  displayName: string;
  state: string;
  authUrl: string;
  codeVerifier: string;
  codeChallenge: string;
  codeChallengeMethod: string;
};

/** The enabled providers with a fresh state and PKCE pair each, ready for the SDK to open. */
export function listAuthProviders(settings: Settings): AuthProviderInfo[] {
  return resolveProviders(settings).map(describeProvider);
}

function describeProvider(provider: ResolvedProvider): AuthProviderInfo {
  const state = randomString(30);
  const pkce = provider.pkce ? createPkce() : null;
  const params: Record<string, string> = {
    client_id: provider.clientId,
    response_type: 'code',
    scope: provider.scopes.join(' '),
    state,
  };
  if (pkce) {
    params.code_challenge = pkce.codeChallenge;
    params.code_challenge_method = 'S256';
  }
  return {
    name: provider.name,
    displayName: provider.displayName || provider.name,
    state,
    // The SDK appends its own redirect URL, so the address must end with an empty redirect_uri.
    authUrl: `${withQuery(provider.authUrl, params)}&redirect_uri=`,
    codeVerifier: pkce?.codeVerifier ?? '',
    codeChallenge: pkce?.codeChallenge ?? '',
    codeChallengeMethod: pkce ? 'S256' : '',
  };
}

/** Parameters in key order (as Go's url.Values encodes them), after any query the URL has. */
function withQuery(url: string, params: Record<string, string>): string {
  const query = new URLSearchParams(Object.entries(params).sort(([a], [b]) => (a < b ? -1 : 1)));
  return `${url}${url.includes('?') ? '&' : '?'}${query.toString()}`;
}
