import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { openSqlite } from '../db/sqlite.ts';
import { ensureSystemTables } from '../db/system-tables.ts';
import { SettingsStore } from '../settings/settings-store.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { LogStore } from './log-store.ts';
import { BATCH_SIZE } from './log-batch.ts';
import type { LogEntry } from './log-table.ts';

const DAY = 24 * 60 * 60 * 1000;
const PAGE = { page: 1, perPage: 500, skipTotal: false };
let store: LogStore | undefined;

async function setup(logs: Partial<{ maxDays: number; minLevel: number }> = {}, file = ':memory:') {
  const db = openSqlite(':memory:');
  await ensureSystemTables(db);
  const settings = new SettingsStore(db, 'http://127.0.0.1:8090');
  await settings.reload();
  await settings.replace({ ...settings.get(), logs: { ...settings.get().logs, ...logs } });
  const opened = await LogStore.open(openSqlite(file), settings);
  store = opened;
  return { store: opened, settings };
}

function entry(message: string, daysAgo = 0, level = 0): LogEntry {
  return {
    level,
    message,
    data: { n: message },
    created: formatDateTime(new Date(Date.now() - daysAgo * DAY)),
  };
}

const messages = async (logs: LogStore) =>
  (await logs.list({ ...PAGE, sort: 'message' })).items.map((log) => log.message);

afterEach(() => store?.close(true));

describe('LogStore', () => {
  it('keeps entries in memory until a flush', async () => {
    const { store } = await setup();
    store.add(entry('a'));
    expect(await messages(store)).toEqual([]);
    await store.flush();
    expect(await messages(store)).toEqual(['a']);
  });

  it(`writes on its own once ${BATCH_SIZE} entries are waiting`, async () => {
    const { store } = await setup();
    for (let i = 0; i < BATCH_SIZE; i++) store.add(entry(`m${i}`));
    expect((await store.list(PAGE)).totalItems).toBe(BATCH_SIZE);
  });

  it('deletes entries older than maxDays and below minLevel when pruning', async () => {
    const { store, settings } = await setup({ maxDays: 5, minLevel: -4 });
    for (const item of [entry('old', 6), entry('recent', 1), entry('debug', 0, -4)])
      store.add(item);
    await store.flush();
    expect(await messages(store)).toEqual(['debug', 'old', 'recent']);
    await settings.replace({ ...settings.get(), logs: { ...settings.get().logs, minLevel: 0 } });
    await store.prune();
    expect(await messages(store)).toEqual(['recent']);
  });

  it('drops entries below minLevel and everything while maxDays is 0', async () => {
    const { store, settings } = await setup({ minLevel: 4 });
    store.add(entry('info', 0, 0));
    store.add(entry('warn', 0, 4));
    await store.flush();
    expect(await messages(store)).toEqual(['warn']);
    await settings.replace({ ...settings.get(), logs: { ...settings.get().logs, maxDays: 0 } });
    store.add(entry('ignored', 0, 8));
    await store.prune();
    await store.flush();
    expect(await messages(store)).toEqual([]);
  });

  it('writes the pending entries on close', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'rumbo-logs-'));
    try {
      const file = path.join(dir, 'logs.db');
      const first = (await setup({}, file)).store;
      first.add(entry('last'));
      await first.close(true);
      expect(await messages((await setup({}, file)).store)).toEqual(['last']);
    } finally {
      await store?.close(true);
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('buckets entries per hour for the stats', async () => {
    const { store } = await setup();
    store.add({ ...entry('a'), created: '2026-01-02 10:05:00.000Z' });
    store.add({ ...entry('b'), created: '2026-01-02 10:55:00.000Z' });
    store.add({ ...entry('c', 0, 8), created: '2026-01-02 12:00:00.000Z' });
    await store.flush();
    expect(await store.stats()).toEqual([
      { total: 2, date: '2026-01-02 10:00:00.000Z' },
      { total: 1, date: '2026-01-02 12:00:00.000Z' },
    ]);
    expect(await store.stats('level >= 8')).toEqual([
      { total: 1, date: '2026-01-02 12:00:00.000Z' },
    ]);
  });
});
