import { describe, expect, it } from 'vitest';
import { COLLECTION_IDS, DEMO_EMAILS } from '@rumbo/domain';
import { client, signedIn, serverWithOperator } from './test-server.ts';
import { ON_POSTGRES } from './test-engine.ts';
import { failureOf } from './api-failure.ts';

// `/api/collections` CRUD (reference §5.5, §9), driven with the SDK's `pb.collections`.
const ctx = serverWithOperator();

let counter = 0;
function uniqueName(prefix = 'bodega'): string {
  counter += 1;
  return `${prefix}_${counter}`;
}

const text = (name: string, id?: string) => ({ ...(id ? { id } : {}), name, type: 'text' });

/** A base collection anyone may use, with a text and a number field. */
async function createWarehouse(name = uniqueName()) {
  return ctx.ops.collections.create({
    name,
    type: 'base',
    schema: [text('nombre', 'fld_nombre'), { id: 'fld_cupo', name: 'cupo', type: 'number' }],
    listRule: '',
    viewRule: '',
    createRule: '',
    updateRule: '',
    deleteRule: '',
  });
}

async function columnsOf(table: string): Promise<string[]> {
  const columns = await ctx.server.core.db.all<{ name: string }>(
    ON_POSTGRES
      ? `SELECT "column_name" AS "name" FROM "information_schema"."columns"
         WHERE "table_schema" = current_schema() AND "table_name" = ? ORDER BY "ordinal_position"`
      : `SELECT "name" FROM pragma_table_info(?)`,
    [table],
  );
  return columns.map((column) => column.name);
}

describe('who may use /api/collections', () => {
  it.each(['guest', 'user'])('answers 401 to a %s on every endpoint', async (who) => {
    const pb =
      who === 'guest' ? client(ctx.server.url) : await signedIn(ctx.server.url, DEMO_EMAILS.admin);
    const calls = [
      () => pb.collections.getList(),
      () => pb.collections.getOne('users'),
      () => pb.collections.create({ name: uniqueName(), schema: [text('a')] }),
      () => pb.collections.update('partners', { listRule: '' }),
      () => pb.collections.delete('tariffs'),
      () => pb.collections.import([]),
    ];
    for (const call of calls) {
      const failure = await failureOf(call());
      expect(failure.status).toBe(401);
      expect(failure.body.message).toBe(
        'The request requires valid admin authorization token to be set.',
      );
    }
  });
});

describe('listing and viewing collections', () => {
  it('lists the product collections in PocketBase JSON', async () => {
    const all = await ctx.ops.collections.getFullList();
    const users = all.find((collection) => collection.name === 'users')!;
    expect(Object.keys(users)).toEqual([
      'id',
      'created',
      'updated',
      'name',
      'type',
      'system',
      'schema',
      'indexes',
      'listRule',
      'viewRule',
      'createRule',
      'updateRule',
      'deleteRule',
      'options',
    ]);
    expect(users).toMatchObject({ id: COLLECTION_IDS.users, type: 'auth', system: false });
  });

  it('filters and sorts by the allowed fields', async () => {
    const auth = await ctx.ops.collections.getFullList({ filter: 'type = "auth"' });
    expect(auth.map((collection) => collection.name)).toEqual(['users']);
    const sorted = await ctx.ops.collections.getFullList({
      sort: '-name',
      filter: 'system = false',
    });
    const names = sorted.map((collection) => collection.name);
    expect(names).toEqual([...names].sort().reverse());
    const page = await ctx.ops.collections.getList(1, 2, { filter: 'name ~ "shipments_"' });
    expect(page).toMatchObject({ page: 1, perPage: 2, totalItems: 3, totalPages: 2 });
  });

  it.each(['schema ~ "company"', 'listRule = ""', '@request.auth.id = ""'])(
    'refuses a filter outside the allow-list: %s',
    async (filter) => {
      expect((await failureOf(ctx.ops.collections.getList(1, 10, { filter }))).status).toBe(400);
    },
  );

  it('views a collection by id or by name (case-insensitive), 404 otherwise', async () => {
    expect((await ctx.ops.collections.getOne(COLLECTION_IDS.partners)).name).toBe('partners');
    expect((await ctx.ops.collections.getOne('PARTNERS')).id).toBe(COLLECTION_IDS.partners);
    expect((await failureOf(ctx.ops.collections.getOne('missing'))).status).toBe(404);
  });
});

describe('creating collections', () => {
  it('creates the collection and its table, with options normalized', async () => {
    const name = uniqueName();
    const created = await ctx.ops.collections.create({
      name,
      schema: [
        { name: 'etiqueta', type: 'text', options: { max: 20, unknown: true } },
        { name: 'zona', type: 'select', options: { maxSelect: 2, values: ['norte', 'sur'] } },
      ],
      listRule: '',
      createRule: '',
    });
    expect(created.id).toMatch(/^[a-z0-9]{15}$/);
    expect(created.type).toBe('base');
    expect(created.schema[0]).toMatchObject({
      name: 'etiqueta',
      type: 'text',
      required: false,
      options: { min: null, max: 20, pattern: '' },
    });
    expect(created.schema[0]!.id).toMatch(/^[a-z0-9]{8}$/);
    expect(created.schema[1]!.options).toEqual({ maxSelect: 2, values: ['norte', 'sur'] });
    expect(created.options).toEqual({});
    expect(await columnsOf(name)).toEqual(['id', 'etiqueta', 'zona', 'created', 'updated']);
    const guest = client(ctx.server.url);
    const record = await guest.collection(name).create({ etiqueta: 'A1', zona: ['norte'] });
    expect(record).toMatchObject({ etiqueta: 'A1', zona: ['norte'] });
    expect((await guest.collection(name).getList()).totalItems).toBe(1);
  });

  it('creates an auth collection whose records can sign in', async () => {
    const name = uniqueName('clientes');
    const created = await ctx.ops.collections.create({
      name,
      type: 'auth',
      schema: [text('alias')],
      createRule: '',
      options: { allowEmailAuth: true, minPasswordLength: 8 },
    });
    expect(created.options).toEqual({
      manageRule: null,
      allowOAuth2Auth: false,
      allowUsernameAuth: false,
      allowEmailAuth: true,
      requireEmail: false,
      exceptEmailDomains: null,
      onlyVerified: false,
      onlyEmailDomains: null,
      minPasswordLength: 8,
    });
    const guest = client(ctx.server.url);
    await guest.collection(name).create({
      email: 'cliente@ejemplo.mx',
      password: 'ClaveCliente1',
      passwordConfirm: 'ClaveCliente1',
    });
    const auth = await guest
      .collection(name)
      .authWithPassword('cliente@ejemplo.mx', 'ClaveCliente1');
    expect(auth.record.collectionName).toBe(name);
  });

  it('accepts a rule that reads the new schema and other collections', async () => {
    const created = await ctx.ops.collections.create({
      name: uniqueName(),
      schema: [
        text('titulo'),
        {
          name: 'empresa',
          type: 'relation',
          options: { collectionId: COLLECTION_IDS.companies, maxSelect: 1 },
        },
      ],
      listRule: 'titulo != "" && empresa.id = @request.auth.company',
    });
    expect(created.listRule).toContain('empresa.id');
  });

  it('rejects an invalid rule with validation_invalid_rule and the raw parser error', async () => {
    const failure = await failureOf(
      ctx.ops.collections.create({ name: uniqueName(), schema: [text('a')], viewRule: 'nope = 1' }),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.data.viewRule?.code).toBe('validation_invalid_rule');
    expect(failure.body.data.viewRule?.message).toMatch(/^Invalid filter rule\. Raw error: .*nope/);
    const syntax = await failureOf(
      ctx.ops.collections.create({ name: uniqueName(), schema: [text('a')], listRule: 'a = ' }),
    );
    expect(syntax.body.data.listRule?.code).toBe('validation_invalid_rule');
  });

  it.each([
    [{ name: '' }, ['name'], 'validation_required'],
    [{ name: '_hidden' }, ['name'], 'validation_match_invalid'],
    [{ name: 'con espacio' }, ['name'], 'validation_match_invalid'],
    [{ name: 'Users' }, ['name'], 'validation_collection_name_exists'],
    [{ name: 'a_via_b' }, ['name'], 'validation_invalid_name'],
    [{ name: 'sqlite_datos' }, ['name'], 'validation_collection_name_reserved'],
    [{ name: COLLECTION_IDS.partners }, ['name'], 'validation_collection_name_id_duplicate'],
    [{ type: 'view' }, ['type'], 'validation_in_invalid'],
    [{ type: 'nube' }, ['type'], 'validation_in_invalid'],
    [{ id: 'corto' }, ['id'], 'validation_length_invalid'],
    [{ id: COLLECTION_IDS.partners }, ['id'], 'validation_invalid_id'],
    [{ schema: [] }, ['schema'], 'validation_required'],
    [{ schema: [text('id')] }, ['schema', '0', 'name'], 'validation_not_in_invalid'],
    [{ schema: [text('con-guion')] }, ['schema', '0', 'name'], 'validation_match_invalid'],
    [
      { schema: [text('a'), text('A')] },
      ['schema', '1', 'name'],
      'validation_duplicated_field_name',
    ],
    [
      { schema: [text('a', 'same_id'), text('b', 'same_id')] },
      ['schema', '1', 'id'],
      'validation_duplicated_field_id',
    ],
    [{ schema: [{ name: 'a', type: 'dinero' }] }, ['schema', '0', 'type'], 'validation_in_invalid'],
    [
      { schema: [{ name: 'a', type: 'select', options: { maxSelect: 1 } }] },
      ['schema', '0', 'options', 'values'],
      'validation_required',
    ],
    [
      { schema: [{ name: 'a', type: 'json' }] },
      ['schema', '0', 'options', 'maxSize'],
      'validation_required',
    ],
    [
      { schema: [{ name: 'a', type: 'text', options: { pattern: '(' } }] },
      ['schema', '0', 'options', 'pattern'],
      'validation_invalid_regex',
    ],
    [
      { schema: [{ name: 'a', type: 'text', options: { max: 'diez' } }] },
      ['schema', '0', 'options', 'max'],
      'validation_invalid_value',
    ],
    [
      {
        schema: [
          { name: 'a', type: 'relation', options: { collectionId: 'missing', maxSelect: 1 } },
        ],
      },
      ['schema', '0', 'options', 'collectionId'],
      'validation_field_invalid_relation',
    ],
    [
      { schema: [{ name: 'a', type: 'email', options: { onlyDomains: ['no domain'] } }] },
      ['schema', '0', 'options', 'onlyDomains', '0'],
      'validation_is_domain',
    ],
    [{ indexes: ['DROP TABLE users'] }, ['indexes', '0'], 'validation_invalid_index_expression'],
    [
      { type: 'auth', schema: [text('email')] },
      ['schema', '0', 'name'],
      'validation_reserved_auth_field_name',
    ],
    [
      { type: 'auth', options: { manageRule: '' } },
      ['options', 'manageRule'],
      'validation_nil_or_not_empty_required',
    ],
    [
      { type: 'auth', options: { allowEmailAuth: true } },
      ['options', 'minPasswordLength'],
      'validation_required',
    ],
    [
      { type: 'auth', options: { manageRule: 'x.y = 1' } },
      ['options', 'manageRule'],
      'validation_invalid_rule',
    ],
  ])('refuses %j → data.%s', async (change, path, code) => {
    const body = { name: uniqueName(), schema: [text('a')], ...change };
    const failure = await failureOf(ctx.ops.collections.create(body));
    expect(failure.status).toBe(400);
    const error = path.reduce<unknown>(
      (node, key) => (node as Record<string, unknown> | undefined)?.[key],
      failure.body.data,
    ) as { code?: string } | undefined;
    expect(error?.code).toBe(code);
  });

  it('answers 400 (not 500) to a body of the wrong shape', async () => {
    for (const body of [{ name: 5 }, { schema: 'a' }, { schema: [5] }, { listRule: 3 }]) {
      const failure = await failureOf(ctx.ops.collections.create(body));
      expect(failure.status).toBe(400);
      expect(failure.body.message).toBe(
        'Failed to load the submitted data due to invalid formatting.',
      );
    }
  });

  it('runs an index statement as one statement only: nothing smuggled after a semicolon', async () => {
    const name = uniqueName();
    const smuggled = `CREATE INDEX idx_${name}_a ON ${name} (a); DROP TABLE partners; CREATE INDEX idx_${name}_b ON ${name} (a)`;
    const failure = await failureOf(
      ctx.ops.collections.create({ name, schema: [text('a')], indexes: [smuggled] }),
    );
    expect(failure.status).toBe(400);
    expect(await columnsOf('partners')).toContain('company');
    expect((await failureOf(ctx.ops.collections.getOne(name))).status).toBe(404);
  });

  it('reports a failing index and creates nothing', async () => {
    const name = uniqueName();
    const failure = await failureOf(
      ctx.ops.collections.create({
        name,
        schema: [text('a')],
        indexes: [`CREATE INDEX idx_${name}_x ON ${name} (missing_column)`],
      }),
    );
    expect(failure.body.data.indexes).toMatchObject({
      '0': { code: 'validation_invalid_index_expression' },
    });
    expect((await failureOf(ctx.ops.collections.getOne(name))).status).toBe(404);
    expect(await columnsOf(name)).toEqual([]);
  });
});

describe('updating collections', () => {
  it('keeps every one of many changes made at once to different keys of one collection', async () => {
    const created = await createWarehouse();
    const rules = {
      listRule: 'cupo > 1',
      viewRule: 'cupo > 2',
      createRule: 'cupo > 3',
      updateRule: 'cupo > 4',
      deleteRule: 'cupo > 5',
    };
    // Each PATCH names one key; each is applied over the collection as the others left it.
    await Promise.all(
      Object.entries(rules).map(([key, rule]) =>
        ctx.ops.collections.update(created.id, { [key]: rule }),
      ),
    );
    expect(await ctx.ops.collections.getOne(created.id)).toMatchObject(rules);
  });

  it('renames the collection and its table, keeping the records', async () => {
    const created = await createWarehouse();
    const guest = client(ctx.server.url);
    const record = await guest.collection(created.name).create({ nombre: 'Norte', cupo: 5 });
    const newName = uniqueName('almacen');
    const updated = await ctx.ops.collections.update(created.id, { name: newName });
    expect(updated.name).toBe(newName);
    expect(await columnsOf(created.name)).toEqual([]);
    expect(await guest.collection(newName).getOne(record.id)).toMatchObject({
      nombre: 'Norte',
      cupo: 5,
    });
    expect((await failureOf(guest.collection(created.name).getList())).status).toBe(404);
  });

  it('adds, renames and removes fields in place: renamed fields keep their data', async () => {
    const created = await createWarehouse();
    const guest = client(ctx.server.url);
    const record = await guest.collection(created.name).create({ nombre: 'Sur', cupo: 9 });
    const updated = await ctx.ops.collections.update(created.name, {
      schema: [text('titulo', 'fld_nombre'), text('notas')],
    });
    expect(updated.schema.map((field) => field.name)).toEqual(['titulo', 'notas']);
    expect(await columnsOf(created.name)).toEqual(['id', 'titulo', 'created', 'updated', 'notas']);
    const after = await guest.collection(created.name).getOne(record.id);
    expect(after).toMatchObject({ titulo: 'Sur', notas: '' });
    expect(after).not.toHaveProperty('cupo');
    expect(after).not.toHaveProperty('nombre');
  });

  it('matches a field sent without its id by name, so its data stays', async () => {
    const created = await createWarehouse();
    const guest = client(ctx.server.url);
    const record = await guest.collection(created.name).create({ nombre: 'Este', cupo: 3 });
    const updated = await ctx.ops.collections.update(created.id, {
      schema: [
        { name: 'nombre', type: 'text' },
        { name: 'cupo', type: 'number' },
      ],
    });
    expect(updated.schema.map((field) => field.id)).toEqual(['fld_nombre', 'fld_cupo']);
    expect(await guest.collection(created.name).getOne(record.id)).toMatchObject({
      nombre: 'Este',
      cupo: 3,
    });
  });

  it('lets two fields swap names in one change', async () => {
    const created = await ctx.ops.collections.create({
      name: uniqueName(),
      schema: [text('a', 'fld_a'), text('b', 'fld_b')],
      listRule: '',
      createRule: '',
      viewRule: '',
    });
    const guest = client(ctx.server.url);
    const record = await guest.collection(created.name).create({ a: 'uno', b: 'dos' });
    await ctx.ops.collections.update(created.id, {
      schema: [text('b', 'fld_a'), text('a', 'fld_b')],
    });
    expect(await guest.collection(created.name).getOne(record.id)).toMatchObject({
      a: 'dos',
      b: 'uno',
    });
  });

  it('converts stored values when a field turns multiple or single', async () => {
    const created = await ctx.ops.collections.create({
      name: uniqueName(),
      schema: [
        {
          id: 'fld_zona',
          name: 'zona',
          type: 'select',
          options: { maxSelect: 1, values: ['n', 's'] },
        },
      ],
      listRule: '',
      createRule: '',
      viewRule: '',
      updateRule: '',
    });
    const guest = client(ctx.server.url);
    const record = await guest.collection(created.name).create({ zona: 's' });
    const multi = {
      id: 'fld_zona',
      name: 'zona',
      type: 'select',
      options: { maxSelect: 2, values: ['n', 's'] },
    };
    await ctx.ops.collections.update(created.id, { schema: [multi] });
    expect((await guest.collection(created.name).getOne(record.id)).zona).toEqual(['s']);
    await guest.collection(created.name).update(record.id, { zona: ['n', 's'] });
    await ctx.ops.collections.update(created.id, {
      schema: [{ ...multi, options: { maxSelect: 1, values: ['n', 's'] } }],
    });
    expect((await guest.collection(created.name).getOne(record.id)).zona).toBe('s');
  });

  it('keeps unlisted keys (PATCH) and rejects type changes of fields and collections', async () => {
    const created = await createWarehouse();
    const updated = await ctx.ops.collections.update(created.id, { listRule: null });
    expect(updated.listRule).toBeNull();
    expect(updated.schema).toEqual(created.schema);
    const fieldType = await failureOf(
      ctx.ops.collections.update(created.id, {
        schema: [{ id: 'fld_nombre', name: 'nombre', type: 'number' }, created.schema[1]],
      }),
    );
    expect(fieldType.body.data.schema).toMatchObject({
      '0': { type: { code: 'validation_field_type_change' } },
    });
    const collectionType = await failureOf(
      ctx.ops.collections.update(created.id, { type: 'auth' }),
    );
    expect(collectionType.body.data.type?.code).toBe('validation_collection_type_change');
    expect(await columnsOf(created.name)).toContain('cupo');
  });

  it('rejects a rule that refers to a field being removed', async () => {
    const created = await createWarehouse();
    await ctx.ops.collections.update(created.id, { listRule: 'cupo > 0' });
    const failure = await failureOf(
      ctx.ops.collections.update(created.id, { schema: [created.schema[0]] }),
    );
    expect(failure.body.data.listRule?.code).toBe('validation_invalid_rule');
    expect(await columnsOf(created.name)).toContain('cupo');
  });

  it('guards system collections: no rename, no delete, no change of the system flag', async () => {
    const created = await ctx.ops.collections.create({
      name: uniqueName(),
      system: true,
      schema: [text('a')],
    });
    expect(created.system).toBe(true);
    const rename = await failureOf(ctx.ops.collections.update(created.id, { name: uniqueName() }));
    expect(rename.body.data.name?.code).toBe('validation_collection_system_name_change');
    const flag = await failureOf(ctx.ops.collections.update(created.id, { system: false }));
    expect(flag.body.data.system?.code).toBe('validation_collection_system_flag_change');
    const removal = await failureOf(ctx.ops.collections.delete(created.id));
    expect(removal.body.message).toBe('Failed to delete collection due to existing dependency.');
  });

  it('404 for an unknown collection', async () => {
    expect((await failureOf(ctx.ops.collections.update('missing', { listRule: '' }))).status).toBe(
      404,
    );
  });
});

describe('deleting collections', () => {
  it('deletes the collection and drops its table (204)', async () => {
    const created = await createWarehouse();
    await ctx.ops.collections.delete(created.id);
    expect((await failureOf(ctx.ops.collections.getOne(created.id))).status).toBe(404);
    expect(await columnsOf(created.name)).toEqual([]);
    expect(
      (await failureOf(client(ctx.server.url).collection(created.name).getList())).status,
    ).toBe(404);
  });

  it('refuses to delete a collection another one relates to', async () => {
    const failure = await failureOf(ctx.ops.collections.delete('companies'));
    expect(failure.status).toBe(400);
    expect(failure.body).toEqual({
      code: 400,
      message: 'Failed to delete collection due to existing dependency.',
      data: {},
    });
    expect((await ctx.ops.collections.getOne('companies')).name).toBe('companies');
  });

  it('allows deleting a collection that only relates to itself', async () => {
    const id = 'selfreference01';
    await ctx.ops.collections.create({
      id,
      name: uniqueName(),
      schema: [{ name: 'padre', type: 'relation', options: { collectionId: id, maxSelect: 1 } }],
    });
    await ctx.ops.collections.delete(id);
    expect((await failureOf(ctx.ops.collections.getOne(id))).status).toBe(404);
  });
});
