import type { OAuth2ProviderName, Settings } from '../settings/settings-defaults.ts';
import { PROVIDERS, type ProviderDefinition } from './oauth2-providers.ts';

export type ResolvedProvider = ProviderDefinition & {
  name: OAuth2ProviderName;
  clientId: string;
  clientSecret: string;
};

/**
 * A provider ready to use: known to this server, enabled in the settings, with the settings'
 * non-empty values (client, endpoints, display name, PKCE) over the built-in ones. Null when it
 * cannot be used, including an OIDC provider whose endpoints were never configured.
 */
export function resolveProvider(settings: Settings, name: string): ResolvedProvider | null {
  if (!Object.hasOwn(PROVIDERS, name)) return null;
  const providerName = name as OAuth2ProviderName;
  const definition = PROVIDERS[providerName]!;
  const config = settings[`${providerName}Auth`];
  if (!config?.enabled) return null;
  const provider: ResolvedProvider = {
    ...definition,
    name: providerName,
    clientId: config.clientId,
    clientSecret: config.clientSecret,
    authUrl: config.authUrl || definition.authUrl,
    tokenUrl: config.tokenUrl || definition.tokenUrl,
    userApiUrl: config.userApiUrl || definition.userApiUrl,
    displayName: config.displayName || definition.displayName,
    pkce: config.pkce ?? definition.pkce,
  };
  const complete = provider.authUrl && provider.tokenUrl && provider.userApiUrl;
  return complete ? provider : null;
}

/** Every usable provider, in name order (the order auth-methods lists them in). */
export function resolveProviders(settings: Settings): ResolvedProvider[] {
  return Object.keys(PROVIDERS)
    .sort()
    .map((name) => resolveProvider(settings, name))
    .filter((provider): provider is ResolvedProvider => provider !== null);
}
