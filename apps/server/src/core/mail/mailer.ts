import nodemailer from 'nodemailer';
import type { SettingsStore } from '../settings/settings-store.ts';
import { htmlToText } from './html-to-text.ts';

export type MailMessage = {
  to: string;
  subject: string;
  html: string;
  /** Plain-text part; derived from the HTML when omitted. */
  text?: string;
  /** The sender's name shown with the settings' sender address (default: the settings'). */
  fromName?: string;
  toName?: string;
  replyTo?: string;
  /** A fixed `Message-ID` (`<id@host>`), the same on every try of one message. */
  messageId?: string;
  headers?: Record<string, string>;
  attachments?: { filename: string; content: Buffer; contentType: string }[];
};

/** Messages sent over one transport (and, pooled, its open connections) until closed. */
export type MailSession = {
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** Why a mail could not be sent; carries a message fit to show an operator. */
export class MailError extends Error {}

// A stalled SMTP server must not hold a request (or a background send) forever.
const TIMEOUT_MS = 15_000;

/**
 * The one way the server sends mail: over the SMTP server configured in `settings.smtp`, read at
 * every send so a settings change applies at once. PocketBase falls back to the local
 * `sendmail` when SMTP is off; a container has none, so sending is refused clearly instead.
 */
export class Mailer {
  private readonly settings: SettingsStore;

  constructor(settings: SettingsStore) {
    this.settings = settings;
  }

  isEnabled(): boolean {
    return this.settings.get().smtp.enabled;
  }

  async send(message: MailMessage): Promise<void> {
    const session = this.session({ pooled: false });
    try {
      await session.send(message);
    } finally {
      session.close();
    }
  }

  /**
   * Sends several messages over the settings of this moment; `pooled` keeps up to
   * `connections` SMTP connections open and sends one message after another on each (a
   * connection and its greeting and login per message cost more than the message itself).
   */
  session(options: { pooled: boolean; connections?: number }): MailSession {
    const { smtp, meta } = this.settings.get();
    if (!smtp.enabled)
      throw new MailError('Sending mail is disabled: enable and configure SMTP in the settings.');
    const transport = nodemailer.createTransport({
      host: smtp.host,
      port: smtp.port,
      // `tls` means implicit TLS (usually port 465); otherwise STARTTLS is used when offered.
      secure: smtp.tls,
      name: smtp.localName || undefined,
      auth:
        smtp.username || smtp.password ? { user: smtp.username, pass: smtp.password } : undefined,
      authMethod: smtp.authMethod === 'LOGIN' ? 'LOGIN' : 'PLAIN',
      connectionTimeout: TIMEOUT_MS,
      greetingTimeout: TIMEOUT_MS,
      socketTimeout: TIMEOUT_MS,
      ...(options.pooled
        ? { pool: true, maxConnections: options.connections ?? 4, maxMessages: 100 }
        : {}),
    });
    return {
      async send(message) {
        try {
          await transport.sendMail({
            from: { name: message.fromName ?? meta.senderName, address: meta.senderAddress },
            to: message.toName ? { name: message.toName, address: message.to } : message.to,
            replyTo: message.replyTo,
            subject: message.subject,
            html: message.html,
            text: message.text ?? htmlToText(message.html),
            messageId: message.messageId,
            headers: message.headers,
            attachments: message.attachments,
          });
        } catch (error) {
          throw new MailError(`Failed to send the mail: ${(error as Error).message}`);
        }
      },
      close: () => transport.close(),
    };
  }
}
