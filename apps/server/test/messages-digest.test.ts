import { DEMO_IDS, digestDay, nextDigestAt } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useMailCatcher } from './mail-catcher.ts';
import { startOutboxCatcher, type OutboxCatcher } from './outbox-catcher.ts';
import { ON_POSTGRES } from './test-engine.ts';
import { operator, startTestServer, type TestServer } from './test-server.ts';
import { startServer, type RunningServer } from '../src/start-server.ts';

// The daily digest (issue 37, decision 074): at 08:00 UTC−6 on working days each colleague of a
// company with an active membership gets, in their own language, the company's overdue
// milestones by priority, unless they turned it off; one per person and day, on every instance.
// The server's clock is the test's: the next working day's 07:59, then 08:00.

const DAY_MS = 86_400_000;
const SHIFT_MS = -6 * 3_600_000;

/** 08:00 business time of the first working day after today (real time: the demo data's). */
function nextEight(): Date {
  const wall = Date.now() + SHIFT_MS;
  const tomorrow = wall - (wall % DAY_MS) + DAY_MS - SHIFT_MS;
  return nextDigestAt(new Date(tomorrow));
}

const EIGHT = nextEight();
let now = new Date(EIGHT.getTime() - 60_000);
let server: TestServer;
let ops: PocketBase;
let catcher: OutboxCatcher;
let quietId = '';

const digests = () =>
  ops.collection('messages').getFullList({
    filter: `kind = "digest" && company = "${DEMO_IDS.golfo}"`,
    sort: 'recipient',
  });
const until = async <T>(read: () => Promise<T>, ok: (value: T) => boolean, ms = 15_000) => {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline)
      throw new Error(`not reached: ${JSON.stringify(value).slice(0, 500)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
};

beforeAll(async () => {
  server = await startTestServer({ clock: () => now, notificationCheckMs: 100, dailyDigest: true });
  ops = await operator(server.url);
  catcher = await startOutboxCatcher({ recipients: /@golfo\.test$/ });
  await useMailCatcher(server, catcher);
  await ops.collection('users').update('rmbuserstaffgol', { language: 'es' });
  await ops.collection('users').update('rmbusersupergol', { language: 'en' });
  quietId = (
    await ops.collection('users').create({
      email: 'quiet@golfo.test',
      password: 'RumboDemo2026',
      passwordConfirm: 'RumboDemo2026',
      company: DEMO_IDS.golfo,
      nombreCompleto: 'Sin Resumen',
      digestOff: true,
    })
  ).id;
});

afterAll(async () => {
  await server?.close();
  await catcher?.close();
});

describe('the daily digest', () => {
  it('waits for eight, then sends each colleague the overdue milestones by priority, in their language', async () => {
    expect(digestDay(now)).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 600));
    expect(await digests()).toEqual([]);

    now = new Date(EIGHT.getTime() + 1_000);
    const rows = await until(
      digests,
      (list) => list.length === 2 && list.every((m) => m.status === 'sent'),
    );
    expect(rows.map((m) => [m.recipient, m.language, m.user])).toEqual([
      ['staff@golfo.test', 'es', 'rmbuserstaffgol'],
      ['super@golfo.test', 'en', 'rmbusersupergol'],
    ]);
    expect(rows.some((m) => m.user === quietId)).toBe(false);

    const overdue = await ops.collection('notifications').getFullList({
      filter: `company = "${DEMO_IDS.golfo}" && status = "open" && dueAt <= "${now.toISOString().replace('T', ' ')}"`,
    });
    expect(overdue.length).toBeGreaterThan(0);
    const count = overdue.length;
    const spanish = catcher.accepted.find((m) => m.parsed.messageId === rows[0]!.messageId)!;
    const english = catcher.accepted.find((m) => m.parsed.messageId === rows[1]!.messageId)!;
    expect(spanish.parsed.subject).toBe(
      `Resumen diario: ${count} ${count === 1 ? 'hito vencido' : 'hitos vencidos'} en Golfo Logistics`,
    );
    expect(english.parsed.subject).toBe(
      `Daily digest: ${count} overdue ${count === 1 ? 'milestone' : 'milestones'} at Golfo Logistics`,
    );
    const text = english.parsed.text ?? '';
    // Every overdue milestone is linked, opening its shipment on it.
    for (const item of overdue.slice(0, 100))
      expect(text).toContain(
        `/dashboard/shipments/${item.mode}?open=${item.shipmentId}&milestone=${item.milestone}`,
      );
    // Sections by priority, most urgent first.
    const order = ['Urgent', 'High', 'Normal', 'Low']
      .map((title) => text.search(new RegExp(`^${title} \\(\\d+\\)$`, 'm')))
      .filter((at) => at >= 0);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    expect(spanish.parsed.html).toContain('Buenos días');
    expect(english.raw.replace(/\r?\n[ \t]+/g, ' ')).toMatch(/^List-Unsubscribe: </m);
  });

  it('goes once a day: later looks and another instance on the same database write nothing more', async () => {
    now = new Date(EIGHT.getTime() + 2 * 3_600_000);
    await new Promise((resolve) => setTimeout(resolve, 500));
    let second: RunningServer | null = null;
    if (ON_POSTGRES) {
      second = await startServer({
        dataDir: server.dataDir,
        databaseUrl: server.databaseUrl,
        host: '127.0.0.1',
        port: 0,
        seed: false,
        clock: () => now,
        notificationCheckMs: 100,
        dailyDigest: true,
        sharedDataDir: true,
      });
      await new Promise((resolve) => setTimeout(resolve, 1_000));
      await second.close();
    }
    expect(await digests()).toHaveLength(2);
  });

  it('is turned off by the link in it, without signing in', async () => {
    const [row] = (await digests()).filter((m) => m.recipient === 'staff@golfo.test');
    const mail = catcher.accepted.find((m) => m.parsed.messageId === row!.messageId)!;
    const link = /(http\S+\/api\/messages\/\S+\/unsubscribe\?key=\S+)/.exec(
      mail.parsed.text ?? '',
    )?.[1];
    expect(link).toBeTruthy();
    const url = new URL(link!);
    const answer = await fetch(`${server.url}${url.pathname}${url.search}`, { method: 'POST' });
    expect(answer.status).toBe(200);
    expect(await answer.text()).toContain('resúmenes diarios');
    expect((await ops.collection('users').getOne('rmbuserstaffgol')).digestOff).toBe(true);
  });
});
