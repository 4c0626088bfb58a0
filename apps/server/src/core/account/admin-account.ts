import type { Db } from '../db/db.ts';
import type { AuthTokens } from '../auth/auth-tokens.ts';
import type { AdminStore } from '../admins/admin-store.ts';
import type { AdminValues } from '../records/identity.ts';
import type { Passwords } from '../../tools/passwords.ts';
import { randomString } from '../../tools/ids.ts';
import { nowDateTime } from '../../tools/dates.ts';
import type { AccountMails } from './account-mails.ts';
import type { SendOutcome } from './record-account.ts';
import { sentRecently } from './resend-throttle.ts';
import {
  confirmFieldError,
  invalidToken,
  required,
  text,
  throwIfInvalid,
} from './account-validation.ts';
import { newPasswordError } from '../../tools/password-rules.ts';

type Deps = {
  db: Db;
  admins: AdminStore;
  tokens: AuthTokens;
  mails: AccountMails;
  passwords: Passwords;
};

/** Operators' password reset (reference §5.4): the same flow as records, on `_admins`. */
export class AdminAccount {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async sendPasswordReset(email: string): Promise<SendOutcome> {
    const found = await this.deps.admins.findByEmail(email);
    if (!found) return 'unknown';
    // Checked and stamped in one transaction on the row as stored: one mail for racing requests.
    const admin = await this.deps.db.transaction(async () => {
      const current = (await this.deps.admins.findById(found.id)) as
        (AdminValues & { lastResetSentAt?: string }) | undefined;
      if (!current || sentRecently(current.lastResetSentAt)) return null;
      await this.stampReset(current.id, nowDateTime());
      return current;
    });
    if (!admin) return 'throttled';
    try {
      await this.deps.mails.sendAdminPasswordReset(admin);
    } catch (error) {
      await this.stampReset(admin.id, admin.lastResetSentAt ?? '');
      throw error;
    }
    return 'sent';
  }

  async confirmPasswordReset(data: Record<string, unknown>): Promise<void> {
    const [token, password, confirm] = [
      text(data.token),
      text(data.password),
      text(data.passwordConfirm),
    ];
    const identity = token
      ? await this.deps.tokens.identify(token, {
          admin: 'adminPasswordResetToken',
          record: 'adminPasswordResetToken',
        })
      : null;
    throwIfInvalid({
      token: !token ? required() : identity?.kind === 'admin' ? null : invalidToken(),
      password: newPasswordError(password, {
        min: 10,
        userInputs: identity?.kind === 'admin' ? [identity.admin.email] : [],
      }),
      passwordConfirm: confirmFieldError(confirm, password),
    });
    if (identity?.kind !== 'admin') return;
    // A new token key ends every session and makes this reset token single-use.
    await this.deps.db.run(
      'UPDATE "_admins" SET "passwordHash" = ?, "tokenKey" = ?, "updated" = ? WHERE "id" = ?',
      [
        await this.deps.passwords.hash(password),
        randomString(50),
        nowDateTime(),
        identity.admin.id,
      ],
    );
  }

  private async stampReset(id: string, value: string): Promise<void> {
    await this.deps.db.run('UPDATE "_admins" SET "lastResetSentAt" = ? WHERE "id" = ?', [
      value,
      id,
    ]);
  }
}
