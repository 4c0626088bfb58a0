import { createHash, randomBytes } from 'node:crypto';
import Fastify from 'fastify';

export type OidcProfile = {
  sub: string;
  email?: string;
  email_verified?: boolean;
  name?: string;
  preferred_username?: string;
};

type Grant = { profile: OidcProfile; challenge: string; redirectUri: string; used: boolean };

export type OidcProvider = {
  url: string;
  clientId: string;
  clientSecret: string;
  /** The account that "signs in" at the next /authorize visit. */
  signInAs: (profile: OidcProfile) => void;
  /** What the authorize step does: a one-time code bound to the PKCE challenge and redirect URI. */
  issueCode: (profile: OidcProfile, challenge: string, redirectUri: string) => string;
  /** The form bodies received at /token, oldest first. */
  tokenRequests: Record<string, string>[];
  close: () => Promise<void>;
};

const s256 = (verifier: string) => createHash('sha256').update(verifier).digest('base64url');

/**
 * A minimal OpenID Connect provider on loopback: /authorize hands out codes, /token checks the
 * client, the code, its redirect URI and the PKCE verifier, /userinfo returns the profile.
 */
export async function startOidcProvider(): Promise<OidcProvider> {
  const clientId = 'rumbo-client';
  const clientSecret = 'rumbo-secret';
  const grants = new Map<string, Grant>();
  const accessTokens = new Map<string, OidcProfile>();
  const tokenRequests: Record<string, string>[] = [];
  let nextProfile: OidcProfile | null = null;

  const issueCode = (profile: OidcProfile, challenge: string, redirectUri: string) => {
    const code = randomBytes(12).toString('hex');
    grants.set(code, { profile, challenge, redirectUri, used: false });
    return code;
  };

  const app = Fastify();
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );

  app.get<{ Querystring: Record<string, string> }>('/authorize', async (request, reply) => {
    const { client_id, redirect_uri, state, code_challenge } = request.query;
    if (client_id !== clientId || !nextProfile || !redirect_uri) return reply.code(400).send();
    const code = issueCode(nextProfile, code_challenge ?? '', redirect_uri);
    const target = new URL(redirect_uri);
    target.searchParams.set('code', code);
    target.searchParams.set('state', state ?? '');
    return reply.redirect(target.toString());
  });

  app.post<{ Body: Record<string, string> }>('/token', async (request, reply) => {
    const form = request.body;
    tokenRequests.push(form);
    const grant = grants.get(form.code ?? '');
    const valid =
      form.grant_type === 'authorization_code' &&
      form.client_id === clientId &&
      form.client_secret === clientSecret &&
      grant !== undefined &&
      !grant.used &&
      grant.redirectUri === form.redirect_uri &&
      s256(form.code_verifier ?? '') === grant.challenge;
    if (!valid) return reply.code(400).send({ error: 'invalid_grant' });
    grant.used = true;
    const accessToken = randomBytes(16).toString('hex');
    accessTokens.set(accessToken, grant.profile);
    return {
      access_token: accessToken,
      token_type: 'Bearer',
      expires_in: 3600,
      refresh_token: 'r1',
    };
  });

  app.get('/userinfo', async (request, reply) => {
    const token = (request.headers.authorization ?? '').replace(/^Bearer /, '');
    const profile = accessTokens.get(token);
    return profile ?? reply.code(401).send({ error: 'invalid_token' });
  });

  const url = await app.listen({ host: '127.0.0.1', port: 0 });
  return {
    url,
    clientId,
    clientSecret,
    signInAs: (profile) => {
      nextProfile = profile;
    },
    issueCode,
    tokenRequests,
    close: () => app.close(),
  };
}
