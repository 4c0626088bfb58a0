import { importPKCS8, SignJWT } from 'jose';
import { badRequest, fieldError, type ErrorData } from '../../tools/errors.ts';

const PRIVATE_KEY = /-----BEGIN PRIVATE KEY----[\s\S]+-----END PRIVATE KEY-----/m;
const MAX_DURATION = 15_777_000; // about six months, Apple's limit for a client secret

/**
 * `POST /api/settings/apple/generate-client-secret` (reference §5.6): Sign in with Apple wants a
 * short-lived ES256 JWT, signed with the developer's key, as the OAuth2 client secret.
 */
export async function generateAppleClientSecret(data: Record<string, unknown>): Promise<string> {
  const input = {
    clientId: text(data.clientId),
    teamId: text(data.teamId),
    keyId: text(data.keyId),
    privateKey: text(data.privateKey).trim(),
    duration: typeof data.duration === 'number' ? data.duration : Number.NaN,
  };
  const errors = checkInput(input);
  if (Object.keys(errors).length > 0) throw badRequest('Invalid client secret data.', errors);
  const key = await importPKCS8(input.privateKey, 'ES256').catch((error: Error) => {
    throw badRequest(`Failed to generate client secret. Raw error: ${error.message}`);
  });
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({})
    .setProtectedHeader({ alg: 'ES256', kid: input.keyId })
    .setIssuer(input.teamId)
    .setSubject(input.clientId)
    .setAudience('https://appleid.apple.com')
    .setIssuedAt(now)
    .setExpirationTime(now + input.duration)
    .sign(key);
}

type Input = {
  clientId: string;
  teamId: string;
  keyId: string;
  privateKey: string;
  duration: number;
};

function checkInput(input: Input): ErrorData {
  const errors: ErrorData = {};
  const required = () => fieldError('validation_required', 'Cannot be blank.');
  const exactly10 = () => fieldError('validation_length_invalid', 'The length must be exactly 10.');
  if (!input.clientId) errors.clientId = required();
  for (const key of ['teamId', 'keyId'] as const) {
    if (!input[key]) errors[key] = required();
    else if ([...input[key]].length !== 10) errors[key] = exactly10();
  }
  if (!input.privateKey) errors.privateKey = required();
  else if (!PRIVATE_KEY.test(input.privateKey))
    errors.privateKey = fieldError('validation_match_invalid', 'Must be in a valid format.');
  if (!input.duration) errors.duration = required();
  else if (!Number.isInteger(input.duration) || input.duration < 1)
    errors.duration = fieldError(
      'validation_min_greater_equal_than_required',
      'Must be no less than 1.',
    );
  else if (input.duration > MAX_DURATION)
    errors.duration = fieldError(
      'validation_max_less_equal_than_required',
      `Must be no greater than ${MAX_DURATION}.`,
    );
  return errors;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}
