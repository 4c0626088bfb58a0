import { DEMO_IDS } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCallers, type CallerName } from './isolation-fixtures.ts';
import { useMailCatcher } from './mail-catcher.ts';
import { pdfPages } from './pdf-text.ts';
import { startOutboxCatcher, type AcceptedMail, type OutboxCatcher } from './outbox-catcher.ts';
import { operator, startTestServer, statusOf, type TestServer } from './test-server.ts';

// The outbox (issue 37, decision 073): a shipment's write queues its messages in its own
// transaction; every instance's sender delivers each once through the SMTP settings, here a real
// SMTP server of the test's own read back with mailparser. Runs on both engines.

let server: TestServer;
let ops: PocketBase;
let callers: Record<CallerName, PocketBase>;
let catcher: OutboxCatcher;
let partnerId = '';
let counter = 0;

const REPLY_TO = 'operaciones@golfo.test';
const T = (day: number, hour = 10) =>
  `2026-12-${String(day).padStart(2, '0')} ${String(hour).padStart(2, '0')}:00:00.000Z`;

const messages = () => ops.collection('messages');
const until = async <T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`not reached within ${ms} ms: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};
const ofShipment = (id: string) =>
  messages().getFullList({ filter: `shipment = "${id}"`, sort: 'created,recipient' });

async function newShipment(fields: Record<string, unknown> = {}) {
  counter += 1;
  return ops.collection('shipments_ocean').create({
    company: DEMO_IDS.golfo,
    shipmentCode: `OCN2026${String(9300 + counter)}`,
    reference: `PO-MSG-${counter}`,
    portOfLoad: 'Róterdam (NLRTM)',
    portOfArrival: 'Altamira (MXATM)',
    portOfLoadDepartureEstimated: T(1),
    deliveryEstimated: T(20),
    parties: [{ partner: partnerId, role: 'consignee' }],
    ...fields,
  });
}

function textOf(mail: AcceptedMail): string {
  return mail.parsed.text ?? '';
}

beforeAll(async () => {
  server = await startTestServer();
  ops = await operator(server.url);
  callers = await signInCallers(server.url);
  catcher = await startOutboxCatcher({ recipients: /@(importadora|aviso)\.test$/ });
  await ops.collection('companies').update(DEMO_IDS.golfo, { replyTo: REPLY_TO });
  partnerId = (
    await ops.collection('partners').create({
      company: DEMO_IDS.golfo,
      rol: 'Cliente',
      displayName: 'Importadora Mensajes',
      contacts: [
        {
          id: 'c1',
          nombre: 'Ana Ruiz',
          email: 'ana@importadora.test',
          notify: { milestones: true, estimates: true },
        },
        {
          id: 'c2',
          nombre: 'John Smith',
          email: 'john@importadora.test',
          language: 'en',
          notify: { milestones: true },
        },
        { id: 'c3', nombre: 'Sin avisos', email: 'nadie@importadora.test' },
        { id: 'c4', nombre: 'Correo malo', email: 'no-es-correo', notify: { milestones: true } },
      ],
    })
  ).id;
});

afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

describe('the outbox', () => {
  it('queues one message per contact who asked, and without a mail server says why it waits', async () => {
    const shipment = await newShipment();
    await ops
      .collection('shipments_ocean')
      .update(shipment.id, { portOfLoadDepartureActual: T(1, 16) });
    const queued = await until(
      () => ofShipment(shipment.id),
      (list) => list.length === 2 && list.every((m) => m.lastError !== ''),
    );
    expect(queued.map((m) => [m.recipient, m.language, m.status, m.kind, m.topic])).toEqual([
      ['ana@importadora.test', 'es', 'queued', 'milestone', 'portOfLoadDeparture'],
      ['john@importadora.test', 'en', 'queued', 'milestone', 'portOfLoadDeparture'],
    ]);
    expect(queued.every((m) => m.lastError === 'not sent: no mail server configured')).toBe(true);
    expect(queued[0]!.subject).toBe(`Tu embarque ${shipment.shipmentCode} ya salió`);
    // Configured: what waited goes out, once each.
    await useMailCatcher(server, catcher);
    await until(
      () => ofShipment(shipment.id),
      (list) => list.every((m) => m.status === 'sent'),
    );
    const mails = catcher.accepted.filter((m) => m.parsed.text?.includes(shipment.shipmentCode));
    expect(mails).toHaveLength(2);
  });

  it('sends each with its fixed Message-ID, the company as sender, its reply-to, both parts, the tracking link and the unsubscribe link', async () => {
    const shipment = await newShipment();
    const before = catcher.accepted.length;
    await ops
      .collection('shipments_ocean')
      .update(shipment.id, { portOfLoadDepartureActual: T(2, 9) });
    await catcher.waitFor(before + 2);
    const rows = await until(
      () => ofShipment(shipment.id),
      (list) => list.every((m) => m.status === 'sent'),
    );
    for (const row of rows) {
      const mail = catcher.accepted.find((m) => m.parsed.messageId === row.messageId);
      expect(mail, row.messageId).toBeTruthy();
      const { parsed } = mail!;
      expect(parsed.from?.value[0]).toMatchObject({
        name: 'Golfo Logistics',
        address: 'no-reply@rumbo.test',
      });
      expect(parsed.replyTo?.value[0]?.address).toBe(REPLY_TO);
      expect(parsed.to && 'value' in parsed.to ? parsed.to.value[0]?.address : '').toBe(
        row.recipient,
      );
      expect(parsed.html).toContain(shipment.shipmentCode);
      expect(parsed.text).toContain(shipment.shipmentCode);
      const unfolded = mail!.raw.replace(/\r?\n[ \t]+/g, ' ');
      expect(unfolded).toMatch(
        new RegExp(`^List-Unsubscribe: <[^>]*/api/messages/${row.id}/unsubscribe\\?key=`, 'm'),
      );
      expect(unfolded).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
      const link = /\/t\/([A-Za-z0-9_-]{32})/.exec(parsed.text ?? '')?.[1];
      expect(link, parsed.text).toBeTruthy();
      const tracked = await fetch(`${server.url}/api/track/${link}`);
      expect(tracked.status).toBe(200);
      expect(row.sentAt).not.toBe('');
    }
    const english = catcher.accepted.find(
      (m) => m.parsed.messageId === rows.find((r) => r.language === 'en')!.messageId,
    )!;
    expect(english.parsed.subject).toBe(`Your shipment ${shipment.shipmentCode} has departed`);
    expect(textOf(english)).toMatch(/Departure from port of loading: .*\(Amsterdam, UTC\+1\)/);
  });

  it('tells of an estimate moved past the threshold, to those who asked for estimates only', async () => {
    const shipment = await newShipment();
    await ops.collection('shipments_ocean').update(shipment.id, { deliveryEstimated: T(20, 20) });
    await ops.collection('shipments_ocean').update(shipment.id, { deliveryEstimated: T(22, 10) });
    const rows = await until(
      () => ofShipment(shipment.id),
      (list) => list.length >= 1 && list.every((m) => m.status === 'sent'),
    );
    expect(rows.map((m) => [m.kind, m.recipient, m.topic])).toEqual([
      ['estimate', 'ana@importadora.test', 'delivery'],
    ]);
    // The company's own threshold: 6 hours.
    await ops.collection('companies').update(DEMO_IDS.golfo, { estimateNoticeHours: 6 });
    await ops.collection('shipments_ocean').update(shipment.id, { deliveryEstimated: T(22, 18) });
    await until(
      () => ofShipment(shipment.id),
      (list) => list.length === 2,
    );
    await ops.collection('companies').update(DEMO_IDS.golfo, { estimateNoticeHours: null });
  });

  it('queues a cause once: a write replayed or a date cleared and entered again sends nothing more', async () => {
    const shipment = await newShipment();
    const update = (fields: object) =>
      ops.collection('shipments_ocean').update(shipment.id, fields);
    await update({ portOfLoadDepartureActual: T(3) });
    await update({ portOfLoadDepartureActual: T(3) });
    await update({ portOfLoadDepartureActual: '' });
    await update({ portOfLoadDepartureActual: T(3) });
    await until(
      () => ofShipment(shipment.id),
      (list) => list.length === 2 && list.every((m) => m.status === 'sent'),
    );
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(await ofShipment(shipment.id)).toHaveLength(2);
  });

  it('delivers each of many messages written at once exactly once', async () => {
    const shipments = await Promise.all(Array.from({ length: 15 }, () => newShipment()));
    const before = catcher.accepted.length;
    await Promise.all(
      shipments.map((s) =>
        ops.collection('shipments_ocean').update(s.id, { portOfLoadDepartureActual: T(4) }),
      ),
    );
    await catcher.waitFor(before + 30);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const ids = catcher.accepted.slice(before).map((m) => m.parsed.messageId);
    expect(ids).toHaveLength(30);
    expect(new Set(ids).size).toBe(30);
  });

  it('keeps a refused message queued with the mail server answer, never blocking a save', async () => {
    catcher.refuse({ code: 550, message: 'Mailbox unavailable for the test' });
    try {
      const shipment = await newShipment();
      const started = Date.now();
      await ops
        .collection('shipments_ocean')
        .update(shipment.id, { portOfLoadDepartureActual: T(5) });
      expect(Date.now() - started).toBeLessThan(3_000);
      const rows = await until(
        () => ofShipment(shipment.id),
        (list) => list.length === 2 && list.every((m) => m.attempts >= 1 && m.lastError !== ''),
      );
      for (const row of rows) {
        expect(row.status).toBe('queued');
        expect(row.lastError).toContain('550');
        expect(
          Date.parse(row.nextAttemptAt.replace(' ', 'T')) -
            Date.parse(row.lastAttemptAt.replace(' ', 'T')),
        ).toBeGreaterThanOrEqual(29_000);
      }
    } finally {
      catcher.refuse(null);
    }
  });

  it('lets a contact unsubscribe from a kind by the link alone', async () => {
    const shipment = await newShipment();
    await ops
      .collection('shipments_ocean')
      .update(shipment.id, { portOfLoadDepartureActual: T(6) });
    const [ana] = await until(
      () => ofShipment(shipment.id),
      (list) => list.length === 2,
    );
    const row = await messages().getOne(ana!.id);
    const url = `${server.url}/api/messages/${row.id}/unsubscribe?key=${row.unsubscribeKey}`;
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain(
      '¿Dejar de recibir avisos de salida, llegada, liberación y entrega de Golfo Logistics',
    );
    expect((await fetch(`${server.url}/api/messages/${row.id}/unsubscribe?key=wrong`)).status).toBe(
      404,
    );
    expect((await fetch(url, { method: 'POST' })).status).toBe(200);
    const partner = await ops.collection('partners').getOne(partnerId);
    const contact = (partner.contacts as { id: string; notify: Record<string, boolean> }[]).find(
      (c) => c.id === 'c1',
    )!;
    expect(contact.notify).toEqual({ milestones: false, estimates: true });
    await ops
      .collection('shipments_ocean')
      .update(shipment.id, { portOfArrivalArrivalActual: T(7) });
    const after = await until(
      () => ofShipment(shipment.id),
      (list) => list.length === 3,
    );
    expect(after.at(-1)!.recipient).toBe('john@importadora.test');
  });

  it('lets a company superuser send a message again, as a new message naming the first', async () => {
    const shipment = await newShipment();
    await ops
      .collection('shipments_ocean')
      .update(shipment.id, { portOfArrivalArrivalActual: T(8) });
    // Ana unsubscribed from these above: John alone hears of it.
    const [first] = await until(
      () => ofShipment(shipment.id),
      (list) => list.length === 1 && list.every((m) => m.status === 'sent'),
    );
    const before = catcher.accepted.length;
    for (const name of ['staffGolfo', 'staffPlata', 'guest'] as const)
      expect(
        await statusOf(callers[name].send(`/api/messages/${first!.id}/resend`, { method: 'POST' })),
      ).toBe(404);
    // Five clicks at once while the mail server holds the first: one resend, answered to all.
    catcher.hold(800);
    const clicks = await Promise.all(
      Array.from({ length: 5 }, () =>
        callers.superGolfo.send(`/api/messages/${first!.id}/resend`, { method: 'POST' }),
      ),
    );
    const again = clicks[0]!;
    expect(new Set(clicks.map((click) => click.id)).size).toBe(1);
    expect(again).toMatchObject({
      resendOf: first!.id,
      recipient: first!.recipient,
      status: 'queued',
      subject: first!.subject,
    });
    expect(again.messageId).not.toBe(first!.messageId);
    await catcher.waitFor(before + 1);
    catcher.hold(0);
    const mail = catcher.accepted.at(-1)!;
    expect(mail.parsed.messageId).toBe(again.messageId);
    expect(mail.parsed.subject).toBe(first!.subject);
    // Once that one has gone, asking again is a new wish: a second resend.
    await until(
      () => messages().getOne(again.id),
      (row) => row.status === 'sent',
    );
    const later = await callers.superGolfo.send(`/api/messages/${first!.id}/resend`, {
      method: 'POST',
    });
    expect(later.id).not.toBe(again.id);
    await catcher.waitFor(before + 2);
    expect(catcher.accepted.filter((m) => m.parsed.subject === first!.subject)).toHaveLength(3);
  });

  it('sends an issued arrival notice with its PDF to those who asked, and nothing for a draft', async () => {
    const agency = await ops.collection('partners').create({
      company: DEMO_IDS.golfo,
      rol: 'Cliente',
      displayName: 'Comercializadora Aviso',
      contacts: [
        {
          id: 'a1',
          nombre: 'Luz Campos',
          email: 'luz@aviso.test',
          notify: { arrivalNotice: true },
        },
        {
          id: 'a2',
          nombre: 'Mary Jones',
          email: 'mary@aviso.test',
          language: 'en',
          notify: { arrivalNotice: true, milestones: true },
        },
        { id: 'a3', nombre: 'Solo hitos', email: 'hitos@aviso.test', notify: { milestones: true } },
      ],
    });
    const save = (id: string, requestId: string) =>
      callers.staffGolfo.send(`/api/documents/shipments_ocean/${id}/arrival-notice.pdf?lang=en`, {
        method: 'POST',
        body: { requestId },
      });
    // Lacking its consignee, the notice is a draft: saved, but sent to nobody.
    const draft = await newShipment({ parties: [{ partner: agency.id, role: 'consignee' }] });
    await save(draft.id, 'noticedraft0001');
    // Complete: issued.
    const shipment = await newShipment({
      parties: [{ partner: agency.id, role: 'consignee' }],
      consignee: 'Comercializadora Aviso',
      origin: 'Róterdam',
      destination: 'Altamira',
      portOfArrivalArrivalEstimated: T(18, 14),
    });
    const before = catcher.accepted.length;
    const saved = await save(shipment.id, 'noticeissued001');
    await save(shipment.id, 'noticeissued001'); // a retried request saves and sends once
    expect(saved.document).toMatchObject({ template: 'arrival-notice', complete: true });
    const rows = await until(
      () => ofShipment(shipment.id),
      (list) => list.length === 2 && list.every((m) => m.status === 'sent'),
    );
    expect(rows.map((m) => [m.kind, m.recipient, m.language])).toEqual([
      ['arrivalNotice', 'luz@aviso.test', 'es'],
      ['arrivalNotice', 'mary@aviso.test', 'en'],
    ]);
    await catcher.waitFor(before + 2);
    for (const row of rows) {
      const mail = catcher.accepted.find((m) => m.parsed.messageId === row.messageId)!;
      expect(mail.parsed.subject).toBe(
        row.language === 'es'
          ? `Aviso de arribo de tu embarque ${shipment.shipmentCode}`
          : `Arrival notice for your shipment ${shipment.shipmentCode}`,
      );
      expect(mail.parsed.text).toMatch(
        row.language === 'es'
          ? /Llegada al puerto de destino: .*\(Mexico City, UTC−6\)/
          : /Arrival at port of discharge: .*\(Mexico City, UTC−6\)/,
      );
      const [pdf] = mail.parsed.attachments;
      expect(mail.parsed.attachments).toHaveLength(1);
      expect(pdf!.contentType).toBe('application/pdf');
      expect(pdf!.filename).toBe(saved.document.name);
      const pages = (await pdfPages(new Uint8Array(pdf!.content))).join('\n');
      expect(pages).toContain(shipment.shipmentCode);
      expect(pages).toContain('Comercializadora Aviso');
    }
    expect(await ofShipment(draft.id)).toEqual([]);
    // Resent from the log, it carries the same PDF.
    const again = await callers.superGolfo.send(`/api/messages/${rows[0]!.id}/resend`, {
      method: 'POST',
    });
    const resent = (await catcher.waitFor(before + 3)).find(
      (m) => m.parsed.messageId === again.messageId,
    );
    expect(resent?.parsed.attachments.map((a) => a.filename)).toEqual([saved.document.name]);
  });

  it('is read by the company superusers only, and written by nobody', async () => {
    const [one] = await messages()
      .getList(1, 1, { filter: `company = "${DEMO_IDS.golfo}"` })
      .then((l) => l.items);
    expect(
      (await callers.superGolfo.collection('messages').getList(1, 5)).totalItems,
    ).toBeGreaterThan(0);
    for (const name of ['guest', 'admin', 'staffGolfo', 'staffPlata', 'staffVencida'] as const) {
      const list = await callers[name]
        .collection('messages')
        .getList(1, 5)
        .catch(() => ({ totalItems: 0 }));
      expect(list.totalItems, name).toBe(0);
      expect(await statusOf(callers[name].collection('messages').getOne(one!.id))).toBe(404);
    }
    for (const name of ['superGolfo', 'staffGolfo'] as const) {
      const pb = callers[name].collection('messages');
      expect(
        await statusOf(
          pb.create({
            company: DEMO_IDS.golfo,
            recipient: 'x@y.test',
            subject: 'x',
            kind: 'milestone',
            status: 'sent',
            dedupKey: 'x',
          }),
        ),
      ).toBe(403);
      expect(await statusOf(pb.update(one!.id, { status: 'sent' }))).toBe(403);
      expect(await statusOf(pb.delete(one!.id))).toBe(403);
    }
  });
});
