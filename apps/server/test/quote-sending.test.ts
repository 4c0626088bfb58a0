import { DEMO_IDS } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCallers, type CallerName } from './isolation-fixtures.ts';
import { useMailCatcher } from './mail-catcher.ts';
import { startOutboxCatcher, type AcceptedMail, type OutboxCatcher } from './outbox-catcher.ts';
import { pdfPages } from './pdf-text.ts';
import { operator, startTestServer, type TestServer } from './test-server.ts';

// "Send to the client" (issue 38): a quote sent with picked contacts queues one e-mail per
// contact in the write's transaction, in their language, with that version's PDF attached, once
// per version and address; a real SMTP server of the test's own receives them. Both engines.

let server: TestServer;
let ops: PocketBase;
let callers: Record<CallerName, PocketBase>;
let catcher: OutboxCatcher;
let client = '';
let counter = 0;
const now = new Date('2026-12-04T18:00:00Z');

const quotes = (pb: PocketBase) => pb.collection('quotes');
const messagesOf = (code: string) =>
  ops
    .collection('messages')
    .getFullList({ filter: `topic = "${code}"`, sort: 'created,recipient' });

const until = async <T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 20_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`not reached within ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

const failure = async (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: { status: number; response: { data: Record<string, { code: string }> } }) => ({
      status: error.status,
      data: error.response.data,
    }),
  );

async function newQuote(change: Record<string, unknown> = {}) {
  counter += 1;
  return quotes(callers.staffGolfo).create({
    company: DEMO_IDS.golfo,
    client,
    mode: 'ocean',
    direction: 'import',
    origin: 'CNSHA',
    destination: 'MXZLO',
    incoterm: 'FOB',
    cargo: { kind: 'fcl', containers: [{ type: '45G1', count: 1 }] },
    options: [
      {
        carrier: 'Maersk',
        lines: [
          {
            charge: 'Flete marítimo',
            currency: 'USD',
            buy: 1850,
            sell: 2300 + counter,
            ivaRate: 0,
          },
          { charge: 'Handling', currency: 'USD', buy: 80, sell: 120, ivaRate: 0.16 },
        ],
      },
      {
        carrier: 'CMA CGM',
        lines: [{ charge: 'Flete marítimo', currency: 'USD', buy: 1700, sell: 2150, ivaRate: 0 }],
      },
    ],
    currency: 'USD',
    date: '2026-12-04',
    validUntil: '2026-12-18',
    ...change,
  });
}

const mailsTo = (address: string, code: string) =>
  catcher.accepted.filter((m) => m.to.includes(address) && m.parsed.subject?.includes(code));

async function attachedText(mail: AcceptedMail): Promise<string> {
  const [pdf] = mail.parsed.attachments;
  expect(pdf?.contentType).toBe('application/pdf');
  return (await pdfPages(pdf!.content)).join('\n');
}

beforeAll(async () => {
  server = await startTestServer({ clock: () => now });
  [ops, callers] = await Promise.all([operator(server.url), signInCallers(server.url)]);
  catcher = await startOutboxCatcher({ recipients: /@cliente-cotiza\.test$/ });
  await useMailCatcher(server, catcher);
  client = (
    await ops.collection('partners').create({
      company: DEMO_IDS.golfo,
      rol: 'Cliente',
      displayName: 'Cliente Cotiza',
      contacts: [
        { id: 'k1', nombre: 'Rosa Méndez', email: 'rosa@cliente-cotiza.test', language: 'es' },
        { id: 'k2', nombre: 'Paul Grant', email: 'paul@cliente-cotiza.test', language: 'en' },
        { id: 'k3', nombre: 'Sin correo', email: '' },
        { id: 'k4', nombre: 'Rosa otra vez', email: 'ROSA@cliente-cotiza.test' },
      ],
    })
  ).id;
});

afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

describe('sending a quote to the client', () => {
  it('e-mails each picked contact in their language with the PDF of the version sent', async () => {
    const quote = await newQuote();
    const sent = await quotes(callers.staffGolfo).update(quote.id, {
      state: 'sent',
      recipients: ['k1', 'k2', 'k4'],
    });
    expect(sent.state).toBe('sent');
    const rows = await until(
      () => messagesOf(quote.code),
      (list) => list.length === 2 && list.every((m) => m.status === 'sent'),
    );
    expect(rows.map((m) => [m.kind, m.recipient, m.language, m.partner, m.contact])).toEqual([
      ['quote', 'paul@cliente-cotiza.test', 'en', client, 'k2'],
      ['quote', 'rosa@cliente-cotiza.test', 'es', client, 'k1'],
    ]);
    const [spanish] = mailsTo('rosa@cliente-cotiza.test', quote.code);
    expect(spanish!.parsed.subject).toBe(`Cotización ${quote.code} de Golfo Logistics`);
    expect(spanish!.parsed.text).toContain('CNSHA → MXZLO');
    expect(spanish!.parsed.text).toContain('Incluye 2 opciones');
    expect(spanish!.parsed.text).toContain('18 de diciembre de 2026');
    // A quote is sent by a person: nothing to unsubscribe from.
    expect(spanish!.raw).not.toMatch(/^List-Unsubscribe/m);
    expect(spanish!.parsed.attachments[0]?.filename).toBe(`Cotización ${quote.code} v1.pdf`);
    const text = await attachedText(spanish!);
    expect(text).toContain(quote.code);
    expect(text).toContain('Cliente Cotiza');
    expect(text).toContain('Maersk');
    // What the company pays is never in the client's copy.
    expect(text).not.toContain('1,850');
    expect(text).not.toContain('1850');
    const [english] = mailsTo('paul@cliente-cotiza.test', quote.code);
    expect(english!.parsed.subject).toBe(`Quote ${quote.code} from Golfo Logistics`);
    expect(await attachedText(english!)).toMatch(/Quotation/);
  });

  it('sends each version once per address, whatever is sent twice at once, and a new version again', async () => {
    const quote = await newQuote();
    const send = () =>
      quotes(callers.staffGolfo).update(quote.id, { state: 'sent', recipients: ['k1'] });
    const answers = await Promise.allSettled(Array.from({ length: 12 }, send));
    expect(answers.filter((a) => a.status === 'fulfilled').length).toBeGreaterThan(0);
    await until(
      () => messagesOf(quote.code),
      (list) => list.length === 1 && list[0]!.status === 'sent',
    );
    // A change to the sent quote is version 2; sent again, it goes again, with its own PDF.
    const changed = await quotes(callers.staffGolfo).update(quote.id, {
      validUntil: '2026-12-24',
      state: 'sent',
    });
    expect([changed.version, changed.state]).toEqual([2, 'sent']);
    const rows = await until(
      () => messagesOf(quote.code),
      (list) => list.length === 2 && list.every((m) => m.status === 'sent'),
    );
    expect(rows.map((m) => m.attachments[0].version)).toEqual([1, 2]);
    const mails = mailsTo('rosa@cliente-cotiza.test', quote.code);
    expect(mails).toHaveLength(2);
    const second = mails.find((m) => m.parsed.subject?.includes('versión 2'))!;
    expect(second.parsed.attachments[0]?.filename).toBe(`Cotización ${quote.code} v2.pdf`);
    expect(await attachedText(second)).toMatch(/Válida hasta\s+24 dic 2026/);
    // The first message, sent again, still carries version 1 as the client first saw it.
    const before = catcher.accepted.length;
    await callers.superGolfo.send(`/api/messages/${rows[0]!.id}/resend`, { method: 'POST' });
    const [resent] = (await catcher.waitFor(before + 1)).slice(before);
    expect(resent!.parsed.attachments[0]?.filename).toBe(`Cotización ${quote.code} v1.pdf`);
    expect(await attachedText(resent!)).toMatch(/Válida hasta\s+18 dic 2026/);
  });

  it('sends to a contact picked later only, and marks a quote sent without anyone to e-mail', async () => {
    const quote = await newQuote();
    await quotes(callers.staffGolfo).update(quote.id, { state: 'sent', recipients: ['k1'] });
    await quotes(callers.staffGolfo).update(quote.id, { recipients: ['k1', 'k2'] });
    const rows = await until(
      () => messagesOf(quote.code),
      (list) => list.length === 2,
    );
    expect(rows.map((m) => m.recipient).sort()).toEqual([
      'paul@cliente-cotiza.test',
      'rosa@cliente-cotiza.test',
    ]);
    const quiet = await newQuote();
    const marked = await quotes(callers.staffGolfo).update(quiet.id, { state: 'sent' });
    expect(marked.state).toBe('sent');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(await messagesOf(quiet.code)).toHaveLength(0);
  });

  it('refuses a contact without an address or one the client does not have, and the quote stays a draft', async () => {
    const quote = await newQuote();
    const noAddress = await failure(
      quotes(callers.staffGolfo).update(quote.id, { state: 'sent', recipients: ['k1', 'k3'] }),
    );
    expect(noAddress?.status).toBe(400);
    expect(noAddress?.data.recipients?.code).toBe('validation_quote_recipient_address');
    const unknown = await failure(
      quotes(callers.staffGolfo).update(quote.id, { state: 'sent', recipients: ['nobody'] }),
    );
    expect(unknown?.data.recipients?.code).toBe('validation_quote_recipient');
    const kept = await quotes(callers.staffGolfo).getOne(quote.id);
    expect([kept.state, kept.sentAt]).toEqual(['draft', '']);
    expect(await messagesOf(quote.code)).toHaveLength(0);
  });

  it('a resend after the quote was deleted fails with the reason, never goes without its PDF', async () => {
    const quote = await newQuote();
    await quotes(callers.staffGolfo).update(quote.id, { state: 'sent', recipients: ['k2'] });
    const [first] = await until(
      () => messagesOf(quote.code),
      (list) => list.length === 1 && list[0]!.status === 'sent',
    );
    await quotes(callers.staffGolfo).delete(quote.id);
    await callers.superGolfo.send(`/api/messages/${first!.id}/resend`, { method: 'POST' });
    const rows = await until(
      () => messagesOf(quote.code),
      (list) => list.some((m) => m.status === 'failed'),
    );
    expect(rows.find((m) => m.status === 'failed')?.lastError).toBe(
      `attachment no longer available: Quotation ${quote.code} v1.pdf`,
    );
    expect(mailsTo('paul@cliente-cotiza.test', quote.code)).toHaveLength(1);
  });
});

describe('the demo', () => {
  it("has each sent demo quote's e-mail to its client, the revised one twice", async () => {
    const quoteRows = await ops
      .collection('quotes')
      .getFullList({ filter: `company = "${DEMO_IDS.golfo}" && createdBy != ""` });
    const demo = quoteRows.filter((q) => q.id.startsWith('rmb'));
    const rows = await ops.collection('messages').getFullList({
      filter: `company = "${DEMO_IDS.golfo}" && kind = "quote"`,
    });
    const byCode = new Map<string, number>();
    for (const row of rows) byCode.set(row.topic, (byCode.get(row.topic) ?? 0) + 1);
    const sentOnce = demo.filter((q) => q.state !== 'draft' && q.version === 1);
    const revised = demo.filter((q) => q.version === 2);
    expect(sentOnce.length).toBeGreaterThanOrEqual(4);
    expect(revised).toHaveLength(1);
    for (const quote of sentOnce) expect(byCode.get(quote.code), quote.code).toBe(1);
    expect(byCode.get(revised[0]!.code)).toBe(2);
  });
});
