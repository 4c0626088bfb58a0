import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { operator, startTestServer, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';

// `backups.cron` (reference §5.6, §5.10): automatic backups as PocketBase makes them. The real
// timer is armed by the running server (its next run is checked); the runs themselves are driven
// through the same schedule with a clock of the test's own, so no test waits for a minute.
let server: TestServer;
let ops: PocketBase;

const AUTO = /^@auto_pb_backup_[a-z0-9_]+_\d{14}\.zip$/;

beforeAll(async () => {
  server = await startTestServer();
  ops = await operator(server.url);
});

afterAll(async () => {
  await server?.close();
});

const schedule = () => server.core.backups.schedule;
const keys = async () => (await ops.backups.getFullList()).map((item) => item.key).sort();
const autoKeys = async () => (await keys()).filter((key) => key.startsWith('@auto_'));
const at = (iso: string) => new Date(`${iso}Z`);

async function setBackups(backups: { cron?: string; cronMaxKeep?: number }) {
  await ops.settings.update({ backups });
}

describe('backups.cron', () => {
  it('schedules nothing while empty', async () => {
    expect(server.core.settings.get().backups.cron).toBe('');
    expect(schedule().nextRun()).toBeNull();
    expect(await schedule().tick(at('2030-01-01T10:00:00'))).toBeNull();
    expect(await autoKeys()).toEqual([]);
  });

  it('arms the timer when set and writes an auto-named backup on a due minute', async () => {
    await setBackups({ cron: '* * * * *', cronMaxKeep: 3 });
    const next = schedule().nextRun();
    expect(next).not.toBeNull();
    expect(next!.getTime() - Date.now()).toBeLessThanOrEqual(60_000);
    expect(next!.getUTCSeconds()).toBe(0);

    const name = await schedule().tick(at('2030-01-01T10:00:42'));
    const appName = server.core.settings.get().meta.appName.toLowerCase();
    expect(name).toMatch(AUTO);
    expect(name).toBe(`@auto_pb_backup_${appName}_20300101100000.zip`);
    expect(await autoKeys()).toEqual([name]);
  });

  it('runs only in the minutes the expression names (UTC, day of month and of week both)', async () => {
    await setBackups({ cron: '30 3 1 * 1' });
    // 2030-04-01 is a Monday, 2030-01-01 a Tuesday; PocketBase wants both days to match.
    expect(await schedule().tick(at('2030-04-01T03:29:00'))).toBeNull();
    expect(await schedule().tick(at('2030-01-01T03:30:00'))).toBeNull();
    expect(await schedule().tick(at('2030-04-01T03:30:00'))).toMatch(/_20300401033000\.zip$/);
    const next = schedule().nextRun()!;
    expect([next.getUTCDate(), next.getUTCDay(), next.getUTCHours()]).toEqual([1, 1, 3]);
  });

  it('never overlaps runs', async () => {
    await setBackups({ cron: '* * * * *' });
    const runs = await Promise.all([
      schedule().tick(at('2030-02-01T08:00:00')),
      schedule().tick(at('2030-02-01T08:00:00')),
    ]);
    expect(runs.filter(Boolean)).toHaveLength(1);
  });

  it('keeps the newest cronMaxKeep auto backups and every manual one', async () => {
    await ops.backups.create('manual.zip');
    await setBackups({ cron: '* * * * *', cronMaxKeep: 2 });
    for (const minute of ['10', '11', '12'])
      await schedule().tick(at(`2031-05-05T09:${minute}:00`));
    const remaining = await autoKeys();
    expect(remaining).toHaveLength(2);
    expect(remaining.every((key) => /_2031050509(11|12)00\.zip$/.test(key))).toBe(true);
    expect(await keys()).toContain('manual.zip');
  });

  it('refuses expressions PocketBase refuses, with its error code', async () => {
    for (const cron of ['0 0 * * MON', '5/5 * * * *', '* * * * * *']) {
      const failure = await failureOf(ops.settings.update({ backups: { cron } }));
      expect(failure.status).toBe(400);
      expect(failure.body.data.backups).toMatchObject({
        cron: { code: 'validation_invalid_cron' },
      });
    }
  });

  it('is disarmed when cleared and when the server closes', async () => {
    await setBackups({ cron: '' });
    expect(schedule().nextRun()).toBeNull();
    expect(await schedule().tick(at('2030-03-01T00:00:00'))).toBeNull();
    await setBackups({ cron: '@daily' });
    expect(schedule().nextRun()).not.toBeNull();
    await server.app.close();
    expect(schedule().nextRun()).toBeNull();
  });
});
