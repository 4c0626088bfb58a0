import { describe, expect, it } from 'vitest';
import { serverWithOperator } from './test-server.ts';
import { ON_POSTGRES } from './test-engine.ts';

// The collections cache of one instance against the configuration watch's reload (decision
// 043): on PostgreSQL the watch reads `_collections` on a connection of its own, so a reload it
// starts while a change's transaction is still open reads the models as they were. A change
// this instance has acknowledged must never be undone in its cache by such a read.
const ctx = serverWithOperator();

const warehouse = (name: string, fieldName: string) => ({
  name,
  type: 'base' as const,
  schema: [{ id: 'fld_label', name: fieldName, type: 'text' as const, options: {} }],
});

describe('the collections cache after a change', () => {
  it('keeps the change when a reload read the old models while its transaction was open', async () => {
    const store = ctx.server.core.collections;
    const created = await ctx.ops.collections.create(warehouse('bodega_race', 'nombre'));

    let commit!: () => void;
    const committing = new Promise<void>((resolve) => (commit = resolve));
    let applied!: () => void;
    const inTransaction = new Promise<void>((resolve) => (applied = resolve));
    const changing = store.change(async () => {
      const current = store.find(created.id)!;
      const [field] = current.schema;
      await store.apply({
        save: [{ ...current, schema: [{ ...field!, name: 'titulo' }] }],
        remove: [],
      });
      applied();
      await committing;
    });

    await inTransaction;
    // The watch's reload, outside the change's transaction, before it commits. On PostgreSQL
    // its read ends before the commit; on SQLite a read waits for the writer, so it cannot.
    const reloading = store.reload();
    if (ON_POSTGRES) await reloading;
    commit();
    await Promise.all([changing, reloading]);

    const fields = store.find(created.name)!.schema.map((field) => field.name);
    expect(fields).toEqual(['titulo']);
    const answered = await ctx.ops.collections.getOne(created.id);
    expect(answered.schema.map((field) => field.name)).toEqual(['titulo']);
  });
});

describe('the collections cache when a change answers', () => {
  // The watch runs on PostgreSQL only (several instances on one database); on SQLite a read
  // waits for the writer, so reloads back to back would only hold the change up.
  it.runIf(ON_POSTGRES)(
    'holds the change even while reloads started after it are still reading',
    async () => {
      const store = ctx.server.core.collections;
      // Reloads one after another without pause, as a watch on a busy machine may: a reload that
      // starts after a change's own read replaces that read's answer, and may still be reading
      // when the change answers.
      let watching = true;
      const watch = async () => {
        while (watching) await store.reload();
      };
      const watches = [watch(), watch(), watch()];
      const missing: string[] = [];
      try {
        for (let round = 0; round < 40; round++) {
          const name = `bodega_answered_${round}`;
          await ctx.ops.collections.create(warehouse(name, 'nombre'));
          if (!store.find(name)) missing.push(name);
        }
      } finally {
        watching = false;
        await Promise.all(watches);
      }
      expect(missing).toEqual([]);
    },
  );
});
