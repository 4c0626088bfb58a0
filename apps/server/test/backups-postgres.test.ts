import { describe, expect, it } from 'vitest';
import { ENGINE_BACKUPS } from '../src/core/backups/backup-manager.ts';
import { serverWithOperator } from './test-server.ts';
import { failureOf } from './api-failure.ts';

// On PostgreSQL, backups are PostgreSQL's own (decision 044) and request logs live in the same
// database as the records (decision 043).
describe('a server on PostgreSQL', () => {
  const ctx = serverWithOperator();

  it('answers every backup that would archive or swap the database with a 400 naming the tools', async () => {
    const archive = new File([new Uint8Array([80, 75, 5, 6])], 'mine.zip', {
      type: 'application/zip',
    });
    const refusals = await Promise.all([
      failureOf(ctx.ops.backups.create('mine.zip')),
      failureOf(ctx.ops.backups.upload({ file: archive })),
      failureOf(ctx.ops.backups.restore('mine.zip')),
    ]);
    for (const refusal of refusals) {
      expect(refusal.status).toBe(400);
      expect(refusal.body.message).toBe(ENGINE_BACKUPS);
    }
    expect(ENGINE_BACKUPS).toMatch(/pg_dump and pg_restore/);
    expect(await ctx.ops.backups.getFullList()).toEqual([]);
  });

  it('keeps the request logs in the `_logs` table of its own database', async () => {
    await ctx.ops.collections.getList(1, 1, { query: { mark: 'pg-logs' } });
    await ctx.server.core.logs.flush();
    const row = await ctx.server.core.db.get<{ n: number }>(
      `SELECT COUNT(*) AS "n" FROM "_logs" WHERE "message" LIKE ?`,
      ['%mark=pg-logs%'],
    );
    expect(row?.n).toBe(1);
    const listed = await ctx.ops.logs.getList(1, 10, { filter: `message ~ 'mark=pg-logs'` });
    expect(listed.totalItems).toBe(1);
  });
});
