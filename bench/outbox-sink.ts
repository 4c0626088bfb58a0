/**
 * The mail server of `bench:outbox`: a real SMTP server (the `smtp-server` package) on loopback
 * that answers 250 as soon as a message's data has arrived and notes when, by the shipment code
 * the subject names. It reads only the subject header, so it costs the run as little as it can.
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export const SINK_USER = 'bench-mailer';
export const SINK_PASSWORD = 'bench-secret';

export type OutboxSink = {
  port: number;
  /** Arrival time (`performance.now()`) per shipment code, the first arrival of each. */
  arrivals: Map<string, number>;
  /** Messages that arrived for a code already seen (a message sent twice). */
  repeats: () => number;
  /** Resolves once `count` codes have arrived, or rejects after `ms`. */
  waitFor: (count: number, ms: number) => Promise<void>;
  close: () => Promise<void>;
};

export async function startOutboxSink(codePattern: RegExp): Promise<OutboxSink> {
  const arrivals = new Map<string, number>();
  let repeats = 0;
  const smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, callback) {
      const valid = auth.username === SINK_USER && auth.password === SINK_PASSWORD;
      callback(valid ? null : new Error('Invalid credentials'), { user: auth.username });
    },
    onData(stream, _session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const at = performance.now();
        const head = Buffer.concat(chunks).toString('utf8', 0, 8_000);
        const subject = /^Subject: (.*(?:\r?\n[ \t].*)*)/im.exec(head)?.[1] ?? '';
        const code = codePattern.exec(subject.replace(/\r?\n[ \t]+/g, ' '))?.[0];
        if (code) {
          if (arrivals.has(code)) repeats += 1;
          else arrivals.set(code, at);
        }
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  return {
    port: (smtp.server.address() as AddressInfo).port,
    arrivals,
    repeats: () => repeats,
    async waitFor(count, ms) {
      const deadline = Date.now() + ms;
      while (arrivals.size < count) {
        if (Date.now() > deadline)
          throw new Error(`${arrivals.size} of ${count} messages arrived within ${ms} ms`);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    },
    close: () => new Promise<void>((resolve) => smtp.close(() => resolve())),
  };
}
