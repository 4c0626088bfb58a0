import type { CollectionModel } from '@rumbo/domain';
import type { SettingsStore } from '../settings/settings-store.ts';
import type { EmailTemplate } from '../settings/settings-defaults.ts';
import type { AuthTokens } from '../auth/auth-tokens.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { RecordValues } from '../records/record-codec.ts';
import type { AdminValues } from '../records/identity.ts';
import { renderMailTemplate } from '../mail/mail-template.ts';

type Deps = { settings: SettingsStore; tokens: AuthTokens; mailer: Mailer };

/**
 * The operators' reset mail is not editable in the settings (as in PocketBase); its link opens
 * the page at `/_/` that asks for the new password.
 */
const ADMIN_RESET_TEMPLATE: EmailTemplate = {
  subject: 'Restablece tu contraseña de operador en {APP_NAME}',
  body:
    '<p>Hola,</p>\n<p>Para elegir una contraseña nueva de operador, abre este enlace:</p>\n' +
    '<p><a href="{ACTION_URL}" target="_blank" rel="noopener">{ACTION_URL}</a></p>\n' +
    '<p>Si no lo pediste, ignora este correo.</p>\n<p>— {APP_NAME}</p>',
  actionUrl: '{APP_URL}/_/#/confirm-password-reset/{TOKEN}',
  hidden: false,
};

/** Builds each account mail (token, template, recipient) and hands it to the mailer. */
export class AccountMails {
  private readonly deps: Deps;

  constructor(deps: Deps) {
    this.deps = deps;
  }

  async sendPasswordReset(collection: CollectionModel, record: RecordValues): Promise<void> {
    const token = await this.deps.tokens.recordToken(
      collection,
      record,
      'recordPasswordResetToken',
      { email: record.email },
    );
    await this.send(String(record.email), this.meta().resetPasswordTemplate, token);
  }

  async sendVerification(collection: CollectionModel, record: RecordValues): Promise<void> {
    const token = await this.deps.tokens.recordToken(
      collection,
      record,
      'recordVerificationToken',
      { email: record.email },
    );
    await this.send(String(record.email), this.meta().verificationTemplate, token);
  }

  /** The confirmation goes to the new address: only its owner can complete the change. */
  async sendEmailChange(
    collection: CollectionModel,
    record: RecordValues,
    newEmail: string,
  ): Promise<void> {
    const token = await this.deps.tokens.recordToken(collection, record, 'recordEmailChangeToken', {
      email: record.email,
      newEmail,
    });
    await this.send(newEmail, this.meta().confirmEmailChangeTemplate, token);
  }

  async sendAdminPasswordReset(admin: AdminValues): Promise<void> {
    const token = await this.deps.tokens.adminToken(admin, 'adminPasswordResetToken', {
      email: admin.email,
    });
    await this.send(admin.email, ADMIN_RESET_TEMPLATE, token);
  }

  private meta() {
    return this.deps.settings.get().meta;
  }

  private async send(to: string, template: EmailTemplate, token: string): Promise<void> {
    const { appName, appUrl } = this.meta();
    const { subject, html } = renderMailTemplate(template, { appName, appUrl, token });
    await this.deps.mailer.send({ to, subject, html });
  }
}
