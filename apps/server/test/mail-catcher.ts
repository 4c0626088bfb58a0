import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import type { Settings } from '../src/core/settings/settings-defaults.ts';
import type { TestServer } from './test-server.ts';

export type CaughtMail = { to: string[]; from: string; subject: string; body: string };

export type MailCatcher = {
  port: number;
  /** Every mail received so far, oldest first. */
  mails: CaughtMail[];
  /** The next mail to `to` not yet taken (waits for it up to 10 s). */
  next: (to: string) => Promise<CaughtMail>;
  close: () => Promise<void>;
};

export const SMTP_USER = 'rumbo-mailer';
export const SMTP_PASSWORD = 'smtp-secret';

/**
 * A real SMTP server on loopback that accepts mail only with the test credentials and keeps
 * every message, so tests follow the links a person would receive.
 */
export async function startMailCatcher(): Promise<MailCatcher> {
  const mails: CaughtMail[] = [];
  const taken = new Set<CaughtMail>();
  const waiters: (() => void)[] = [];
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      const valid = auth.username === SMTP_USER && auth.password === SMTP_PASSWORD;
      callback(valid ? null : new Error('Invalid credentials'), { user: auth.username });
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        mails.push(parseMail(Buffer.concat(chunks).toString('utf8'), session.envelope));
        for (const wake of waiters.splice(0)) wake();
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;

  async function next(to: string): Promise<CaughtMail> {
    const deadline = Date.now() + 10_000;
    for (;;) {
      const mail = mails.find((m) => !taken.has(m) && m.to.includes(to));
      if (mail) {
        taken.add(mail);
        return mail;
      }
      if (Date.now() > deadline) throw new Error(`no mail to ${to} arrived`);
      await new Promise<void>((resolve) => {
        waiters.push(resolve);
        setTimeout(resolve, 200);
      });
    }
  }

  return { port, mails, next, close: () => new Promise((resolve) => smtp.close(resolve)) };
}

/** SMTP settings that deliver to the catcher (enabled, with its credentials). */
export function catcherSmtp(catcher: Pick<MailCatcher, 'port'>) {
  return {
    enabled: true,
    host: '127.0.0.1',
    port: catcher.port,
    username: SMTP_USER,
    password: SMTP_PASSWORD,
    authMethod: 'PLAIN',
    tls: false,
  };
}

/** Points the running server's SMTP settings at the catcher (enabled, with its credentials). */
export async function useMailCatcher(
  server: TestServer,
  catcher: Pick<MailCatcher, 'port'>,
  smtp = {},
): Promise<void> {
  const settings = server.core.settings.get();
  const next: Settings = {
    ...settings,
    smtp: {
      ...settings.smtp,
      ...catcherSmtp(catcher),
      ...smtp,
    },
  };
  await server.core.settings.replace(next);
}

/** The token at the end of the mail's action link `…/<path>/<token>`. */
export function tokenFrom(mail: CaughtMail, path: string): string {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const match = mail.body.match(new RegExp(`${escaped}/([\\w-]+\\.[\\w-]+\\.[\\w-]+)`));
  if (!match) throw new Error(`no ${path} link in the mail:\n${mail.body}`);
  return match[1]!;
}

type Envelope = { mailFrom: false | { address: string }; rcptTo: { address: string }[] };

/** Just enough MIME for nodemailer's output: headers, quoted-printable or base64 parts. */
function parseMail(raw: string, envelope: Envelope): CaughtMail {
  const [head = '', ...rest] = raw.split(/\r?\n\r?\n/);
  const subjectLine = head.replace(/\r?\n[ \t]+/g, ' ').match(/^Subject: (.*)$/im)?.[1] ?? '';
  return {
    to: envelope.rcptTo.map((r) => r.address),
    from: envelope.mailFrom ? envelope.mailFrom.address : '',
    subject: decodeWords(subjectLine),
    body: decodeParts(rest.join('\n\n')),
  };
}

function decodeWords(text: string): string {
  return text
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?utf-8\?([QB])\?([^?]*)\?=/gi, (_m, kind: string, data: string) =>
      kind.toUpperCase() === 'B'
        ? Buffer.from(data, 'base64').toString('utf8')
        : decodeQuotedPrintable(data.replace(/_/g, ' ')),
    );
}

/** Every part decoded and joined; base64 blocks are recognised by their shape. */
function decodeParts(body: string): string {
  const softBreaksGone = body.replace(/=\r?\n/g, '');
  const decoded = decodeQuotedPrintable(softBreaksGone);
  const base64Blocks = [...body.matchAll(/\r?\n\r?\n((?:[A-Za-z0-9+/=]{60,}\r?\n?)+)/g)].map((m) =>
    Buffer.from(m[1]!.replace(/\s/g, ''), 'base64').toString('utf8'),
  );
  return [decoded, ...base64Blocks].join('\n');
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i++) {
    const hex = text[i] === '=' ? text.slice(i + 1, i + 3) : '';
    if (/^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(text[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
