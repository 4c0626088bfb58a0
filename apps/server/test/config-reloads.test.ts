import { describe, expect, it } from 'vitest';
import type { Db } from '../src/core/db/db.ts';
import { serverWithOperator } from './test-server.ts';

// The collections and the settings are reloaded from the database while other changes land
// (a change's own reload, another instance's notice: decision 055). A read that started before
// a change and answers after it must not put the older state back.
const ctx = serverWithOperator();

/** Holds the answer of the next read whose SQL matches `pattern` until `release` is called. */
function holdNextRead(db: Db, pattern: RegExp) {
  const all = db.all.bind(db);
  const get = db.get.bind(db);
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let holding = true;
  const hold = async <T>(sql: string, read: () => Promise<T>) => {
    if (!holding || !pattern.test(sql)) return read();
    holding = false;
    const answer = await read();
    await held;
    return answer;
  };
  db.all = (sql, params) => hold(sql, () => all(sql, params)) as never;
  db.get = (sql, params) => hold(sql, () => get(sql, params)) as never;
  return {
    release: () => {
      release();
      delete (db as Partial<Db>).all;
      delete (db as Partial<Db>).get;
    },
  };
}

describe('an older reload answering last', () => {
  it('does not take back a collection created meanwhile', async () => {
    const { collections, db } = ctx.server.core;
    const held = holdNextRead(db, /FROM "_collections"/);
    const stale = collections.reload();
    const created = await ctx.ops.collections.create({
      name: 'recargas_tardias',
      schema: [{ name: 'texto', type: 'text', options: {} }],
    });
    held.release();
    await stale;
    expect(collections.find(created.id)?.name).toBe('recargas_tardias');
  });

  it('does not take back settings saved meanwhile', async () => {
    const { settings, db } = ctx.server.core;
    const held = holdNextRead(db, /FROM "_params"/);
    const stale = settings.reload();
    await ctx.ops.settings.update({ meta: { appName: 'Rumbo recargado' } });
    held.release();
    await stale;
    expect(settings.get().meta.appName).toBe('Rumbo recargado');
  });
});
