import { describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { serverWithOperator } from './test-server.ts';
import { ON_POSTGRES } from './test-engine.ts';

// Decision 045: a collection with a `searchText` text field has a search index, and on SQLite
// a narrow scan index `(company, searchText)` when it has a `company` field too. Both follow
// the collection through changes of its schema made with the collections API: the search
// keeps answering, and the scan index exists exactly while both fields do.
const ctx = serverWithOperator();

const OPEN_RULES = { listRule: '', viewRule: '', createRule: '', updateRule: '', deleteRule: '' };
const text = (id: string, name: string) => ({ id, name, type: 'text', options: {} });

let counter = 0;

async function searchableCollection() {
  counter += 1;
  const collection = await ctx.ops.collections.create({
    name: `notas_${counter}`,
    schema: [text('fld_company', 'company'), text('fld_search', 'searchText')],
    ...OPEN_RULES,
  });
  for (const [company, searchText] of [
    ['norte', 'manzanillo ocn1'],
    ['norte', 'veracruz ocn2'],
    ['sur', 'manzanillo ocn3'],
  ])
    await ctx.ops.collection(collection.name).create({ company, searchText });
  return collection;
}

/** How many rows of `company` a search finds, for a long word (index) and a short one (scan). */
async function found(pb: PocketBase, name: string, company = 'norte') {
  const filter = `company = "${company}"`;
  const count = async (search: string) =>
    (await pb.collection(name).getList(1, 10, { filter, search })).totalItems;
  return { long: await count('manzanillo'), short: await count('oc') };
}

/** Whether the SQLite scan index of `table` exists (always false on PostgreSQL, which has none). */
async function hasScanIndex(table: string): Promise<boolean> {
  if (ON_POSTGRES) return false;
  const rows = await ctx.server.core.db.all<{ sql: string }>(
    `SELECT "sql" FROM sqlite_master WHERE "type" = 'index' AND "name" = ?`,
    [`${table}__search_scan`],
  );
  expect(rows.length).toBeLessThanOrEqual(1);
  return rows.length === 1;
}

describe('the search indexes follow the collection', () => {
  it('are built with it, scan index included', async () => {
    const collection = await searchableCollection();
    expect(await found(ctx.ops, collection.name)).toEqual({ long: 1, short: 2 });
    expect(await hasScanIndex(collection.name)).toBe(!ON_POSTGRES);
  });

  it('survive a rename of the collection', async () => {
    const collection = await searchableCollection();
    const renamed = `${collection.name}_nuevo`;
    await ctx.ops.collections.update(collection.id, { name: renamed });
    expect(await found(ctx.ops, renamed)).toEqual({ long: 1, short: 2 });
    expect(await hasScanIndex(collection.name)).toBe(false);
    expect(await hasScanIndex(renamed)).toBe(!ON_POSTGRES);
  });

  it('lose the scan index with the company field, and get it back with a new one', async () => {
    const collection = await searchableCollection();
    const withoutCompany = [text('fld_search', 'searchText')];
    await ctx.ops.collections.update(collection.id, { schema: withoutCompany });
    expect(await hasScanIndex(collection.name)).toBe(false);
    const all = await ctx.ops.collection(collection.name).getList(1, 10, { search: 'oc' });
    expect(all.totalItems).toBe(3);

    await ctx.ops.collections.update(collection.id, {
      schema: [...withoutCompany, text('fld_company_2', 'company')],
    });
    expect(await hasScanIndex(collection.name)).toBe(!ON_POSTGRES);
    expect(await found(ctx.ops, collection.name, '')).toEqual({ long: 2, short: 3 });
  });

  it('rebuild the scan index when the company field is renamed, and drop it with the search field', async () => {
    const collection = await searchableCollection();
    await ctx.ops.collections.update(collection.id, {
      schema: [text('fld_company', 'empresa'), text('fld_search', 'searchText')],
    });
    expect(await hasScanIndex(collection.name)).toBe(false);
    const byEmpresa = await ctx.ops
      .collection(collection.name)
      .getList(1, 10, { filter: 'empresa = "norte"', search: 'oc' });
    expect(byEmpresa.totalItems).toBe(2);

    await ctx.ops.collections.update(collection.id, {
      schema: [text('fld_company', 'company'), text('fld_search', 'searchText')],
    });
    expect(await hasScanIndex(collection.name)).toBe(!ON_POSTGRES);
    expect(await found(ctx.ops, collection.name)).toEqual({ long: 1, short: 2 });

    await ctx.ops.collections.update(collection.id, { schema: [text('fld_company', 'company')] });
    expect(await hasScanIndex(collection.name)).toBe(false);
    await ctx.ops.collection(collection.name).create({ company: 'norte' });
  });
});
