import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { SMTP_PASSWORD, SMTP_USER } from './mail-catcher.ts';

export type AcceptedMail = { to: string[]; parsed: ParsedMail; raw: string };

export type OutboxCatcher = {
  port: number;
  /** Every message the server accepted (answered 250 to), oldest first. */
  accepted: AcceptedMail[];
  /** Messages whose data arrived and that are being held before the answer. */
  holding: () => number;
  /** Waits until `count` messages were accepted (up to `ms`). */
  waitFor: (count: number, ms?: number) => Promise<AcceptedMail[]>;
  /** From now on, refuses every message with this SMTP answer (null: accept again). */
  refuse: (answer: { code: number; message: string } | null) => void;
  /** From now on, holds each message this long before answering 250. */
  hold: (ms: number) => void;
  close: () => Promise<void>;
};

/**
 * A real SMTP server for the outbox tests, parsed with mailparser. It counts a message as
 * delivered only once it has answered 250 to it, as a mail server takes responsibility for a
 * message only then: with `holdMs` it waits that long after the data before answering, and a
 * message whose client went away meanwhile (a sender killed mid-send) is dropped, never
 * delivered. It can also refuse messages with a chosen answer.
 */
export async function startOutboxCatcher(
  options: {
    holdMs?: number;
    /**
     * Only mail to these addresses is the test's: any other (the demo data's own messages to
     * its customers, queued by the seed) is answered 250 at once and not recorded.
     */
    recipients?: RegExp;
  } = {},
): Promise<OutboxCatcher> {
  const accepted: AcceptedMail[] = [];
  let held = 0;
  let holdMs = options.holdMs ?? 0;
  let refusal: { code: number; message: string } | null = null;
  const closed = new Set<string>();
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const valid = auth.username === SMTP_USER && auth.password === SMTP_PASSWORD;
      callback(valid ? null : new Error('Invalid credentials'), { user: auth.username });
    },
    onClose(session) {
      closed.add(session.id);
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (refusal) {
          const error = Object.assign(new Error(refusal.message), { responseCode: refusal.code });
          callback(error);
          return;
        }
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((r) => r.address);
        if (options.recipients && !to.some((address) => options.recipients!.test(address))) {
          callback();
          return;
        }
        held += 1;
        setTimeout(() => {
          held -= 1;
          if (closed.has(session.id)) return;
          void simpleParser(raw).then((parsed) => {
            accepted.push({ to, parsed, raw });
            callback();
          });
        }, holdMs);
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  return {
    port,
    accepted,
    holding: () => held,
    refuse: (answer) => {
      refusal = answer;
    },
    hold: (ms) => {
      holdMs = ms;
    },
    async waitFor(count, ms = 15_000) {
      const deadline = Date.now() + ms;
      while (accepted.length < count) {
        if (Date.now() > deadline)
          throw new Error(`${accepted.length} of ${count} messages arrived within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      return accepted.slice(0, count);
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
