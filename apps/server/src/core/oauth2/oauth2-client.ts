import { formatDateTime } from '../../tools/dates.ts';
import type { OAuth2User } from './oauth2-user.ts';
import type { ResolvedProvider } from './resolve-provider.ts';

export type CodeExchange = { code: string; codeVerifier: string; redirectUrl: string };

/** A failed talk with the provider (refused code, unreachable endpoint, malformed answer). */
export class OAuth2Error extends Error {}

// PocketBase gives the whole exchange 30 s; each of our (at most three) calls gets that much.
const TIMEOUT_MS = 30_000;

type TokenSet = { accessToken: string; refreshToken: string; expiry: string };

/** Trades the authorization code for tokens, then reads the provider's user profile. */
export async function fetchOAuth2User(
  provider: ResolvedProvider,
  exchange: CodeExchange,
): Promise<OAuth2User> {
  const tokens = await exchangeCode(provider, exchange);
  const rawUser = await getJson(provider.userApiUrl, tokens.accessToken);
  if (!isObject(rawUser)) throw new OAuth2Error('The user profile is not a JSON object.');
  const profile = provider.toProfile(rawUser);
  if (!profile.id) throw new OAuth2Error('The user profile has no id.');
  if (provider.emailsFromUserApi)
    profile.email = await fetchPrimaryEmail(provider.userApiUrl, tokens.accessToken);
  return { ...profile, ...tokens, rawUser };
}

async function exchangeCode(provider: ResolvedProvider, exchange: CodeExchange) {
  const form = new URLSearchParams({
    grant_type: 'authorization_code',
    code: exchange.code,
    redirect_uri: exchange.redirectUrl,
    client_id: provider.clientId,
    client_secret: provider.clientSecret,
  });
  // The verifier is only sent to providers that were given a challenge (reference §5.2).
  if (provider.pkce) form.set('code_verifier', exchange.codeVerifier);
  const response = await request(provider.tokenUrl, {
    method: 'POST',
    headers: { Accept: 'application/json', 'Content-Type': 'application/x-www-form-urlencoded' },
    body: form,
  });
  return readTokenSet(await response.text(), response.headers.get('content-type') ?? '');
}

/** JSON as asked for; some providers (GitHub without `Accept`) answer form-encoded instead. */
function readTokenSet(body: string, contentType: string): TokenSet {
  const values = contentType.includes('application/x-www-form-urlencoded')
    ? Object.fromEntries(new URLSearchParams(body))
    : parseJson(body);
  if (!isObject(values)) throw new OAuth2Error('The token response is not a JSON object.');
  const accessToken = typeof values.access_token === 'string' ? values.access_token : '';
  if (!accessToken) throw new OAuth2Error('The token response has no access token.');
  const seconds = Number(values.expires_in);
  return {
    accessToken,
    refreshToken: typeof values.refresh_token === 'string' ? values.refresh_token : '',
    expiry: seconds > 0 ? formatDateTime(new Date(Date.now() + seconds * 1000)) : '',
  };
}

/** GitHub's verified primary address; no permission to read addresses means no email. */
async function fetchPrimaryEmail(userApiUrl: string, accessToken: string): Promise<string> {
  const emails = await getJson(`${userApiUrl}/emails`, accessToken, [401, 403, 404]);
  if (!Array.isArray(emails)) return '';
  const primary = emails.find((e) => isObject(e) && e.primary === true && e.verified === true);
  return isObject(primary) && typeof primary.email === 'string' ? primary.email : '';
}

async function getJson(url: string, accessToken: string, emptyOn: number[] = []) {
  const headers = { Accept: 'application/json', Authorization: `Bearer ${accessToken}` };
  const response = await request(url, { headers }, emptyOn);
  return emptyOn.includes(response.status) ? null : parseJson(await response.text());
}

async function request(url: string, init: RequestInit, allowed: number[] = []) {
  let response: Response;
  try {
    response = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new OAuth2Error(`${url} could not be reached: ${(error as Error).message}`);
  }
  if (response.status >= 400 && !allowed.includes(response.status))
    throw new OAuth2Error(`${url} answered ${response.status}.`);
  return response;
}

function parseJson(body: string): unknown {
  try {
    return JSON.parse(body) as unknown;
  } catch {
    throw new OAuth2Error('The provider answered with malformed JSON.');
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
