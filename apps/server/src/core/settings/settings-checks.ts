import { fieldError, type ErrorData, type FieldError } from '../../tools/errors.ts';
import { isEmail, isHost, isUrl } from '../../tools/format-checks.ts';
import { isCronExpression } from './cron-expression.ts';
import {
  OAUTH2_PROVIDERS,
  TOKEN_KINDS,
  type EmailTemplate,
  type OAuth2ProviderConfig,
  type S3Config,
  type Settings,
  type TokenConfig,
} from './settings-defaults.ts';

type Errors = Record<string, FieldError | ErrorData | null>;

const required = () => fieldError('validation_required', 'Cannot be blank.');
const length = (min: number, max: number) =>
  fieldError('validation_length_out_of_range', `The length must be between ${min} and ${max}.`);
const notUrl = () => fieldError('validation_is_url', 'Must be a valid URL.');

/**
 * The errors of a settings document, nested like the document (`meta.appName`, `smtp.host`,
 * `recordAuthToken.secret`, …) with PocketBase's rules (reference §5.6); empty when valid.
 */
export function checkSettings(settings: Settings): ErrorData {
  const errors: Errors = {
    meta: checkMeta(settings.meta),
    logs: settings.logs.maxDays < 0 ? { maxDays: atLeast(0) } : null,
    smtp: checkSmtp(settings.smtp),
    s3: checkS3(settings.s3),
    backups: checkBackups(settings.backups),
    signInThrottle: checkSignInThrottle(settings.signInThrottle),
    history: orNull({
      maxDays: range(0, 36_500, settings.history.maxDays),
      recycleBinDays: range(1, 3_650, settings.history.recycleBinDays),
    }),
  };
  for (const kind of TOKEN_KINDS) errors[kind] = checkToken(settings[kind]);
  for (const name of OAUTH2_PROVIDERS)
    errors[`${name}Auth`] = checkProvider(settings[`${name}Auth`]);
  return compact(errors);
}

function checkMeta(meta: Settings['meta']): ErrorData | null {
  return orNull({
    appName: textError(meta.appName, 255),
    appUrl: !meta.appUrl ? required() : isUrl(meta.appUrl) ? null : notUrl(),
    senderName: textError(meta.senderName, 255),
    senderAddress: !meta.senderAddress
      ? required()
      : isEmail(meta.senderAddress)
        ? null
        : fieldError('validation_is_email', 'Must be a valid email address.'),
    verificationTemplate: checkTemplate(meta.verificationTemplate),
    resetPasswordTemplate: checkTemplate(meta.resetPasswordTemplate),
    confirmEmailChangeTemplate: checkTemplate(meta.confirmEmailChangeTemplate),
  });
}

function checkTemplate(template: EmailTemplate): ErrorData | null {
  return orNull({
    subject: template.subject ? null : required(),
    body: placeholderError(template.body, '{ACTION_URL}'),
    actionUrl: placeholderError(template.actionUrl, '{TOKEN}'),
  });
}

function placeholderError(value: string, placeholder: string): FieldError | null {
  if (!value) return required();
  if (value.includes(placeholder)) return null;
  return fieldError(
    'validation_missing_required_param',
    `Missing required parameter "${placeholder}".`,
  );
}

function checkSmtp(smtp: Settings['smtp']): ErrorData | null {
  return orNull({
    host: smtp.enabled && !smtp.host ? required() : hostError(smtp.host),
    port: smtp.enabled && !smtp.port ? required() : range(0, 65535, smtp.port),
    authMethod:
      smtp.authMethod && !['PLAIN', 'LOGIN'].includes(smtp.authMethod)
        ? fieldError('validation_in_invalid', 'Must be a valid value.')
        : null,
    localName: hostError(smtp.localName),
  });
}

function hostError(value: string): FieldError | null {
  if (!value || isHost(value)) return null;
  return fieldError('validation_is_host', 'Must be a valid IP address or DNS name.');
}

/**
 * PocketBase's `S3Config.Validate`: endpoint, bucket, region, access key and secret are required
 * once S3 is enabled, and the endpoint must be a URL (a bare host counts, reached over HTTPS).
 */
function checkS3(s3: S3Config): ErrorData | null {
  const requiredWhenEnabled = (value: string) => (s3.enabled && !value ? required() : null);
  return orNull({
    endpoint: s3.endpoint && !isEndpoint(s3.endpoint) ? notUrl() : requiredWhenEnabled(s3.endpoint),
    bucket: requiredWhenEnabled(s3.bucket),
    region: requiredWhenEnabled(s3.region),
    accessKey: requiredWhenEnabled(s3.accessKey),
    secret: requiredWhenEnabled(s3.secret),
  });
}

function isEndpoint(value: string): boolean {
  return isUrl(value) || (!value.includes('://') && isUrl(`https://${value}`));
}

function checkBackups(backups: Settings['backups']): ErrorData | null {
  return orNull({
    cron:
      backups.cron && !isCronExpression(backups.cron)
        ? fieldError('validation_invalid_cron', 'Invalid cron expression.')
        : null,
    // How many automatic backups to keep matters only when they are scheduled.
    cronMaxKeep: !backups.cron
      ? null
      : backups.cronMaxKeep
        ? range(1, Infinity, backups.cronMaxKeep)
        : required(),
    s3: checkS3(backups.s3),
  });
}

function checkSignInThrottle(rules: Settings['signInThrottle']): ErrorData | null {
  return orNull({
    windowSeconds: range(1, 86_400, rules.windowSeconds),
    maxIdentityFailures: range(1, 1_000, rules.maxIdentityFailures),
    maxAddressFailures: range(1, 100_000, rules.maxAddressFailures),
    delayMs: range(0, 10_000, rules.delayMs),
    maxDelayMs: range(0, 30_000, rules.maxDelayMs),
  });
}

function checkToken(token: TokenConfig): ErrorData | null {
  return orNull({
    secret: token.secret ? lengthError(token.secret, 30, 300) : required(),
    duration: !token.duration ? required() : range(5, 63_072_000, token.duration),
  });
}

function checkProvider(provider: OAuth2ProviderConfig): ErrorData | null {
  const url = (value: string) => (value && !isUrl(value) ? notUrl() : null);
  return orNull({
    clientId: provider.enabled && !provider.clientId ? required() : null,
    clientSecret: provider.enabled && !provider.clientSecret ? required() : null,
    authUrl: url(provider.authUrl),
    tokenUrl: url(provider.tokenUrl),
    userApiUrl: url(provider.userApiUrl),
  });
}

function textError(value: string, max: number): FieldError | null {
  return value ? lengthError(value, 1, max) : required();
}

/** Lengths count characters (runes), as PocketBase's validator does. */
function lengthError(value: string, min: number, max: number): FieldError | null {
  const count = [...value].length;
  return count < min || count > max ? length(min, max) : null;
}

function atLeast(min: number): FieldError {
  return fieldError('validation_min_greater_equal_than_required', `Must be no less than ${min}.`);
}

function range(min: number, max: number, value: number): FieldError | null {
  if (value < min) return atLeast(min);
  if (value > max)
    return fieldError('validation_max_less_equal_than_required', `Must be no greater than ${max}.`);
  return null;
}

function orNull(errors: Errors): ErrorData | null {
  const result = compact(errors);
  return Object.keys(result).length > 0 ? result : null;
}

function compact(errors: Errors): ErrorData {
  return Object.fromEntries(
    Object.entries(errors).filter(([, error]) => error !== null),
  ) as ErrorData;
}
