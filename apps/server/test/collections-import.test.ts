import { describe, expect, it } from 'vitest';
import type { CollectionModel } from 'pocketbase';
import { client, serverWithOperator } from './test-server.ts';
import { ON_POSTGRES } from './test-engine.ts';
import { failureOf } from './api-failure.ts';

// `PUT /api/collections/import` (reference §5.5) through the SDK's `pb.collections.import`.
const ctx = serverWithOperator();

const OPEN_RULES = { listRule: '', viewRule: '', createRule: '', updateRule: '', deleteRule: '' };
const text = (id: string, name: string) => ({ id, name, type: 'text', options: {} });

let counter = 0;
function uniqueName(): string {
  counter += 1;
  return `envios_${counter}`;
}

/** A collection with three records, ready to have its schema changed by an import. */
async function collectionWithRecords() {
  const collection = await ctx.ops.collections.create({
    name: uniqueName(),
    schema: [
      text('fld_origen', 'origen'),
      text('fld_destino', 'destino'),
      text('fld_nota', 'nota'),
    ],
    ...OPEN_RULES,
  });
  const guest = client(ctx.server.url);
  const records = [];
  // One after the other, so the rows' insertion order is the order of this list.
  for (const [index, origen] of ['Veracruz', 'Manzanillo', 'Lázaro Cárdenas'].entries())
    records.push(
      await guest
        .collection(collection.name)
        .create({ origen, destino: `D${index}`, nota: `n${index}` }),
    );
  return { collection, records };
}

function rowsOf(table: string): Promise<Record<string, unknown>[]> {
  // Insertion order: SQLite's rowid; PostgreSQL's physical order of a table never updated.
  return ctx.server.core.db.all(
    `SELECT * FROM "${table}" ORDER BY ${ON_POSTGRES ? 'ctid' : '"rowid"'}`,
  );
}

describe('importing collections', () => {
  it('answers 401 to a guest', async () => {
    expect((await failureOf(client(ctx.server.url).collections.import([]))).status).toBe(401);
  });

  it('applies a changed schema in place: renamed field keeps data, removed is gone, added is empty', async () => {
    const { collection, records } = await collectionWithRecords();
    const all = await ctx.ops.collections.getFullList();
    const partners = (await ctx.ops.collection('partners').getList(1, 1)).totalItems;
    const changed = {
      ...collection,
      schema: [
        text('fld_origen', 'puerto_origen'), // renamed: same id, new name
        text('fld_destino', 'destino'), // unchanged
        // `nota` removed
        { id: 'fld_peso', name: 'peso', type: 'number', options: {} }, // added
      ],
    };
    const submitted = all.map((c) => (c.id === collection.id ? changed : c));
    await ctx.ops.collections.import(submitted as CollectionModel[], true);

    const stored = await ctx.ops.collections.getOne(collection.id);
    expect(stored.schema.map((field) => field.name)).toEqual(['puerto_origen', 'destino', 'peso']);
    const rows = await rowsOf(collection.name);
    expect(rows).toHaveLength(3);
    expect(rows.map((row) => row.puerto_origen)).toEqual(records.map((r) => r.origen));
    expect(rows.map((row) => row.destino)).toEqual(['D0', 'D1', 'D2']);
    expect(rows.map((row) => row.peso)).toEqual([0, 0, 0]);
    expect(rows.every((row) => !('nota' in row) && !('origen' in row))).toBe(true);
    const viaApi = await client(ctx.server.url).collection(collection.name).getOne(records[1]!.id);
    expect(viaApi).toMatchObject({ puerto_origen: 'Manzanillo', destino: 'D1', peso: 0 });
    // Every other collection is untouched, records included.
    expect((await ctx.ops.collections.getFullList()).length).toBe(all.length);
    expect((await ctx.ops.collection('partners').getList(1, 1)).totalItems).toBe(partners);
    expect(partners).toBeGreaterThan(0);
  });

  it('without deleteMissing keeps the fields and collections it was not sent', async () => {
    const { collection } = await collectionWithRecords();
    const partial = {
      ...collection,
      schema: [
        text('fld_origen', 'salida'),
        { id: 'fld_extra', name: 'extra', type: 'bool', options: {} },
      ],
    };
    await ctx.ops.collections.import([partial as CollectionModel], false);
    const stored = await ctx.ops.collections.getOne(collection.id);
    expect(stored.schema.map((field) => field.name)).toEqual([
      'salida',
      'destino',
      'nota',
      'extra',
    ]);
    expect((await rowsOf(collection.name)).map((row) => row.salida)).toEqual([
      'Veracruz',
      'Manzanillo',
      'Lázaro Cárdenas',
    ]);
    expect((await ctx.ops.collections.getOne('users')).name).toBe('users');
  });

  it('creates new collections, also ones that relate to each other', async () => {
    const [a, b] = [uniqueName(), uniqueName()];
    await ctx.ops.collections.import(
      [
        {
          id: 'importeda000001',
          name: a,
          type: 'base',
          schema: [text('fld_a', 'titulo')],
          ...OPEN_RULES,
        },
        {
          id: 'importedb000001',
          name: b,
          type: 'base',
          schema: [
            {
              id: 'fld_rel',
              name: 'a',
              type: 'relation',
              options: { collectionId: 'importeda000001', maxSelect: 1 },
            },
          ],
          ...OPEN_RULES,
          listRule: 'a.titulo != ""',
        },
      ] as unknown as CollectionModel[],
      false,
    );
    const guest = client(ctx.server.url);
    const parent = await guest.collection(a).create({ titulo: 'x' });
    const child = await guest.collection(b).create({ a: parent.id });
    expect((await guest.collection(b).getOne(child.id, { expand: 'a' })).expand?.a.titulo).toBe(
      'x',
    );
  });

  it('deletes the collections missing from the list when deleteMissing is set', async () => {
    const { collection } = await collectionWithRecords();
    const others = (await ctx.ops.collections.getFullList()).filter((c) => c.id !== collection.id);
    await ctx.ops.collections.import(others, true);
    expect((await failureOf(ctx.ops.collections.getOne(collection.id))).status).toBe(404);
    await expect(rowsOf(collection.name)).rejects.toThrow(/no such table|does not exist/);
  });

  it('rolls back everything when one collection is invalid', async () => {
    const { collection } = await collectionWithRecords();
    const renamed = { ...collection, schema: [text('fld_origen', 'otro')] };
    const broken = {
      id: 'brokencoll00001',
      name: uniqueName(),
      type: 'base',
      schema: [text('fld_x', 'x')],
      listRule: 'missing_field = 1',
    };
    const failure = await failureOf(
      ctx.ops.collections.import([renamed, broken] as unknown as CollectionModel[], true),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.message).toBe('Failed to import the submitted collections.');
    expect(failure.body.data.collections?.code).toBe('collections_import_validate_failure');
    expect(failure.body.data.collections?.message).toContain('validation_invalid_rule');
    expect((await ctx.ops.collections.getOne(collection.id)).schema.map((f) => f.name)).toEqual([
      'origen',
      'destino',
      'nota',
    ]);
    expect((await ctx.ops.collections.getOne('users')).name).toBe('users');
  });

  it('rolls back the applied part when the database refuses a change', async () => {
    const { collection } = await collectionWithRecords();
    const name = uniqueName();
    const fresh = {
      id: 'freshcollect001',
      name,
      type: 'base',
      schema: [text('fld_f', 'f')],
      ...OPEN_RULES,
    };
    const badIndex = {
      ...collection,
      schema: [text('fld_origen', 'inicio')],
      indexes: [`CREATE INDEX idx_${collection.name}_z ON ${collection.name} (no_such_column)`],
    };
    const failure = await failureOf(
      ctx.ops.collections.import([fresh, badIndex] as unknown as CollectionModel[], false),
    );
    expect(failure.body.data.collections?.code).toBe('collections_import_failure');
    expect((await failureOf(ctx.ops.collections.getOne(name))).status).toBe(404);
    expect((await rowsOf(collection.name)).map((row) => row.origen)).toEqual([
      'Veracruz',
      'Manzanillo',
      'Lázaro Cárdenas',
    ]);
    expect(ctx.server.core.collections.find(collection.id)?.schema[0]?.name).toBe('origen');
  });

  it('re-checks the collections it leaves alone: their rules may read an imported one', async () => {
    const target = await ctx.ops.collections.create({
      name: uniqueName(),
      schema: [text('fld_t_titulo', 'titulo')],
      ...OPEN_RULES,
    });
    const reader = await ctx.ops.collections.create({
      name: uniqueName(),
      schema: [
        { name: 'ref', type: 'relation', options: { collectionId: target.id, maxSelect: 1 } },
      ],
      listRule: 'ref.titulo != ""',
    });
    const renamed = { ...target, schema: [text('fld_t_titulo', 'encabezado')] };
    const failure = await failureOf(
      ctx.ops.collections.import([renamed as CollectionModel], false),
    );
    expect(failure.body.data.collections?.code).toBe('collections_import_validate_failure');
    expect(failure.body.data.collections?.message).toContain(reader.name);
    expect((await ctx.ops.collections.getOne(target.id)).schema[0]!.name).toBe('titulo');
  });

  it('refuses an import that would break a relation', async () => {
    const others = (await ctx.ops.collections.getFullList()).filter((c) => c.name !== 'companies');
    const failure = await failureOf(ctx.ops.collections.import(others, true));
    expect(failure.body.data.collections?.code).toBe('collections_import_validate_failure');
    expect((await ctx.ops.collections.getOne('companies')).name).toBe('companies');
  });

  it('requires a non-empty list', async () => {
    const failure = await failureOf(ctx.ops.collections.import([], true));
    expect(failure.status).toBe(400);
    expect(failure.body.data.collections?.code).toBe('validation_required');
  });
});
