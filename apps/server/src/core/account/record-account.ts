import type { CollectionModel } from '@rumbo/domain';
import type { AuthTokens } from '../auth/auth-tokens.ts';
import type { TokenKind } from '../settings/settings-defaults.ts';
import { quoteIdentifier } from '../collections/collection-ddl.ts';
import { decodeRow, type RecordValues } from '../records/record-codec.ts';
import { badRequest, fieldError, type FieldError } from '../../tools/errors.ts';
import { peekClaims } from '../../tools/tokens.ts';
import type { Passwords } from '../../tools/passwords.ts';
import { randomString } from '../../tools/ids.ts';
import { nowDateTime } from '../../tools/dates.ts';
import type { AccountMails } from './account-mails.ts';
import { findAuthRecordByEmail } from './find-auth-record.ts';
import { saveAuthRecord, type AuthChanges, type AuthSaveDeps } from './auth-record-save.ts';
import { sentRecently } from './resend-throttle.ts';
import {
  collectionMismatch,
  confirmFieldError,
  emailFieldError,
  invalidToken,
  lengthFieldError,
  required,
  text,
  throwIfInvalid,
} from './account-validation.ts';
import { newPasswordError } from '../../tools/password-rules.ts';

type Deps = AuthSaveDeps & { tokens: AuthTokens; mails: AccountMails; passwords: Passwords };
type TokenCheck = { record?: RecordValues; error?: FieldError };

/** What a request-* call did; the HTTP answer is 204 whatever it is (anti-enumeration). */
export type SendOutcome = 'sent' | 'unknown' | 'throttled' | 'verified';

/** Password reset, verification and email change of auth records (reference §5.2). */
export class RecordAccount {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async sendPasswordReset(collection: CollectionModel, email: string): Promise<SendOutcome> {
    const record = await findAuthRecordByEmail(this.deps.db, collection, email);
    if (!record) return 'unknown';
    return this.sendThrottled(collection, record, 'lastResetSentAt', (stamped) =>
      this.deps.mails.sendPasswordReset(collection, stamped),
    );
  }

  async confirmPasswordReset(collection: CollectionModel, data: Record<string, unknown>) {
    const [token, password, confirm] = [
      text(data.token),
      text(data.password),
      text(data.passwordConfirm),
    ];
    const check = token
      ? await this.checkToken(collection, token, 'recordPasswordResetToken')
      : null;
    const min = Number(collection.options.minPasswordLength ?? 8);
    throwIfInvalid({
      token: token ? (check?.error ?? null) : required(),
      password: newPasswordError(password, {
        min,
        max: 100,
        userInputs: [check?.record?.email, check?.record?.username],
      }),
      passwordConfirm: confirmFieldError(confirm, password),
    });
    const record = check!.record!;
    const changes: AuthChanges = {
      passwordHash: await this.deps.passwords.hash(password),
      tokenKey: randomString(50),
    };
    // The mail reached the current address, which proves it (unless the email changed since).
    if (!record.verified && peekClaims(token)?.email === record.email) changes.verified = true;
    await this.save(collection, record, changes);
  }

  async sendVerification(collection: CollectionModel, email: string): Promise<SendOutcome> {
    const record = await findAuthRecordByEmail(this.deps.db, collection, email);
    if (!record) return 'unknown';
    if (record.verified) return 'verified';
    return this.sendThrottled(collection, record, 'lastVerificationSentAt', (stamped) =>
      this.deps.mails.sendVerification(collection, stamped),
    );
  }

  async confirmVerification(collection: CollectionModel, data: Record<string, unknown>) {
    const token = text(data.token);
    const claimed = token ? peekClaims(token)?.email : undefined;
    let error: FieldError | null = token ? null : required();
    let record: RecordValues | undefined;
    if (token && (typeof claimed !== 'string' || claimed === ''))
      error = fieldError('validation_invalid_token_claims', 'Missing email token claim.');
    else if (token) {
      const check = await this.checkToken(collection, token, 'recordVerificationToken');
      record = check.record;
      error = check.error ?? null;
      if (record && record.email !== claimed)
        error = fieldError(
          'validation_token_email_mismatch',
          "The record email doesn't match with the requested token claims.",
        );
    }
    throwIfInvalid({ token: error });
    if (!record!.verified) await this.save(collection, record!, { verified: true });
  }

  async requestEmailChange(
    collection: CollectionModel,
    record: RecordValues,
    data: Record<string, unknown>,
  ): Promise<void> {
    const newEmail = text(data.newEmail).trim();
    let error = emailFieldError(newEmail);
    if (!error && (await findAuthRecordByEmail(this.deps.db, collection, newEmail)))
      error = fieldError(
        'validation_record_email_invalid',
        'User email already exists or it is invalid.',
      );
    throwIfInvalid({ newEmail: error });
    try {
      await this.deps.mails.sendEmailChange(collection, record, newEmail);
    } catch {
      throw badRequest('Failed to request email change.');
    }
  }

  async confirmEmailChange(collection: CollectionModel, data: Record<string, unknown>) {
    const token = text(data.token);
    const password = text(data.password);
    const check = token ? await this.checkEmailChangeToken(collection, token) : null;
    let passwordError = lengthFieldError(password, 1, 100);
    const record = check?.record;
    if (
      !passwordError &&
      !(record && (await this.deps.passwords.verify(password, String(record.passwordHash))))
    )
      passwordError = fieldError(
        'validation_invalid_password',
        'Missing or invalid auth record password.',
      );
    throwIfInvalid({ token: token ? (check?.error ?? null) : required(), password: passwordError });
    const newEmail = String(peekClaims(token)!.newEmail);
    try {
      await this.save(collection, record!, {
        email: newEmail,
        verified: true,
        tokenKey: randomString(50),
      });
    } catch {
      // Taken between the check and the write: the unique index decided.
      throwIfInvalid({ token: emailTaken(newEmail) });
    }
  }

  /** Stamps the send time first, so parallel requests send one mail; a failed send unstamps. */
  private async sendThrottled(
    collection: CollectionModel,
    record: RecordValues,
    stamp: 'lastResetSentAt' | 'lastVerificationSentAt',
    send: (record: RecordValues) => Promise<void>,
  ): Promise<SendOutcome> {
    // Checked and stamped in one transaction on the row as stored, so two racing requests
    // cannot both find it unstamped.
    const stamped = await this.deps.db.transaction(async () => {
      const current = (await this.findById(collection, record)) ?? record;
      if (sentRecently(current[stamp])) return null;
      return this.save(collection, current, { [stamp]: nowDateTime() });
    });
    if (!stamped) return 'throttled';
    try {
      await send(stamped);
    } catch (error) {
      // Taken back only while it is still this attempt's stamp: one set since stays.
      await this.deps.db.transaction(async () => {
        const current = await this.findById(collection, record);
        if (current && current[stamp] === stamped[stamp])
          await this.save(collection, current, { [stamp]: String(record[stamp] ?? '') });
      });
      throw error;
    }
    return 'sent';
  }

  private async checkEmailChangeToken(
    collection: CollectionModel,
    token: string,
  ): Promise<TokenCheck> {
    const newEmail = peekClaims(token)?.newEmail;
    if (typeof newEmail !== 'string' || newEmail === '')
      return {
        error: fieldError(
          'validation_invalid_token_payload',
          'Invalid token payload - newEmail must be set.',
        ),
      };
    if (await findAuthRecordByEmail(this.deps.db, collection, newEmail))
      return { error: emailTaken(newEmail) };
    return this.checkToken(collection, token, 'recordEmailChangeToken');
  }

  /** The record a mail token was signed for, checked with that purpose's secret. */
  private async checkToken(
    collection: CollectionModel,
    token: string,
    kind: TokenKind,
  ): Promise<TokenCheck> {
    const identity = await this.deps.tokens.identify(token, { admin: kind, record: kind });
    if (identity.kind !== 'record') return { error: invalidToken() };
    if (identity.collection.id !== collection.id) return { error: collectionMismatch() };
    return { record: identity.record };
  }

  private async findById(
    collection: CollectionModel,
    record: RecordValues,
  ): Promise<RecordValues | null> {
    const row = await this.deps.db.get(
      `SELECT * FROM ${quoteIdentifier(collection.name)} WHERE "id" = ?`,
      [record.id],
    );
    return row ? decodeRow(collection, row) : null;
  }

  private save(collection: CollectionModel, record: RecordValues, changes: AuthChanges) {
    return saveAuthRecord(this.deps, collection, record, changes);
  }
}

function emailTaken(email: string): FieldError {
  return fieldError(
    'validation_existing_token_email',
    `The new email address is already registered: ${email}`,
  );
}
