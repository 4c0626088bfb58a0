import type { Settings } from '../settings/settings-defaults.ts';
import { badRequest, fieldError, validationError, type ErrorData } from '../../tools/errors.ts';
import { resolveProvider, type ResolvedProvider } from './resolve-provider.ts';

export type OAuth2Form = {
  provider: ResolvedProvider;
  code: string;
  codeVerifier: string;
  redirectUrl: string;
  createData: Record<string, unknown>;
};

/** The auth-with-oauth2 body, validated as PocketBase's form does (provider, code, redirectUrl). */
export function readOAuth2Form(settings: Settings, data: Record<string, unknown>): OAuth2Form {
  const text = (value: unknown) => (typeof value === 'string' ? value : '');
  const name = text(data.provider);
  const code = text(data.code);
  const codeVerifier = text(data.codeVerifier);
  const redirectUrl = text(data.redirectUrl);
  const createData = data.createData ?? {};
  if (typeof createData !== 'object' || createData === null || Array.isArray(createData))
    throw badRequest('An error occurred while loading the submitted data.');
  const provider = name ? resolveProvider(settings, name) : null;
  const errors: ErrorData = {};
  const blank = () => fieldError('validation_required', 'Cannot be blank.');
  if (!name) errors.provider = blank();
  else if (!provider)
    errors.provider = fieldError(
      'validation_invalid_provider',
      `"${name}" is missing or is not enabled.`,
    );
  if (!code) errors.code = blank();
  if (!redirectUrl) errors.redirectUrl = blank();
  if (Object.keys(errors).length > 0) throw validationError(errors);
  return {
    provider: provider!,
    code,
    codeVerifier,
    redirectUrl,
    createData: createData as Record<string, unknown>,
  };
}
