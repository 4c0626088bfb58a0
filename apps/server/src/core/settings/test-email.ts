import type { CollectionModel } from '@rumbo/domain';
import type { AuthTokens } from '../auth/auth-tokens.ts';
import { renderMailTemplate } from '../mail/mail-template.ts';
import { MailError, type Mailer } from '../mail/mailer.ts';
import { badRequest, fieldError, type ErrorData } from '../../tools/errors.ts';
import { isEmail } from '../../tools/format-checks.ts';
import { randomString } from '../../tools/ids.ts';
import type { SettingsStore } from './settings-store.ts';
import type { Settings, TokenKind } from './settings-defaults.ts';

type Deps = { settings: SettingsStore; tokens: AuthTokens; mailer: Mailer };

const TEMPLATES = {
  verification: { key: 'verificationTemplate', token: 'recordVerificationToken' },
  'password-reset': { key: 'resetPasswordTemplate', token: 'recordPasswordResetToken' },
  'email-change': { key: 'confirmEmailChangeTemplate', token: 'recordEmailChangeToken' },
} as const satisfies Record<string, { key: keyof Settings['meta']; token: TokenKind }>;

// PocketBase's stand-ins: the mail carries a real-looking token for a record that does not exist.
const TEST_COLLECTION = { id: '__pb_test_collection_id__' } as CollectionModel;

/**
 * `POST /api/settings/test/email` (reference §5.6): sends one of the account mails, filled in as
 * for a real record, to `email` over the configured SMTP server, so an operator sees exactly
 * what users will receive. A refused or failed send is a 400 carrying the SMTP error.
 */
export async function sendTestEmail(deps: Deps, data: Record<string, unknown>): Promise<void> {
  const email = typeof data.email === 'string' ? data.email.trim() : '';
  const template = typeof data.template === 'string' ? data.template : '';
  const errors = checkInput(email, template);
  if (Object.keys(errors).length > 0) throw badRequest('Failed to send the test email.', errors);
  const choice = TEMPLATES[template as keyof typeof TEMPLATES];
  const record = { id: '__pb_test_id__', email, tokenKey: randomString(50) };
  const token = await deps.tokens.recordToken(TEST_COLLECTION, record, choice.token, { email });
  const { meta } = deps.settings.get();
  const mail = renderMailTemplate(meta[choice.key], {
    appName: meta.appName,
    appUrl: meta.appUrl,
    token,
  });
  try {
    await deps.mailer.send({ to: email, subject: mail.subject, html: mail.html });
  } catch (error) {
    if (!(error instanceof MailError)) throw error;
    throw badRequest(`Failed to send the test email. Raw error: ${error.message}`);
  }
}

function checkInput(email: string, template: string): ErrorData {
  const errors: ErrorData = {};
  if (!email) errors.email = fieldError('validation_required', 'Cannot be blank.');
  else if (email.length > 255 || !isEmail(email))
    errors.email = fieldError('validation_is_email', 'Must be a valid email address.');
  if (!template) errors.template = fieldError('validation_required', 'Cannot be blank.');
  else if (!Object.hasOwn(TEMPLATES, template))
    errors.template = fieldError('validation_in_invalid', 'Must be a valid value.');
  return errors;
}
