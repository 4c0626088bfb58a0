import { beforeAll, describe, expect, it } from 'vitest';
import { COLLECTION_IDS, DEMO_IDS } from '@rumbo/domain';
import { serverWithOperator } from './test-server.ts';
import { failureOf, rawRequest } from './api-failure.ts';

// Multipart form values are text; each field converts them as PocketBase v0.22 does (its record
// form's field PrepareValue), so the dashboard, an HTML form or `curl -F` save what JSON saves.
const ctx = serverWithOperator();
const GOLFO = DEMO_IDS.golfo;
const PLATA = DEMO_IDS.plata;

beforeAll(async () => {
  const companies = COLLECTION_IDS.companies;
  await ctx.ops.collections.create({
    name: 'probes',
    type: 'base',
    schema: [
      { name: 'title', type: 'text' },
      { name: 'amount', type: 'number' },
      { name: 'done', type: 'bool' },
      { name: 'contact', type: 'email' },
      { name: 'site', type: 'url' },
      { name: 'due', type: 'date' },
      { name: 'kind', type: 'select', options: { maxSelect: 1, values: ['a', 'b', 'c'] } },
      { name: 'tags', type: 'select', options: { maxSelect: 3, values: ['a', 'b', 'c'] } },
      { name: 'owner', type: 'relation', options: { collectionId: companies, maxSelect: 1 } },
      { name: 'partners', type: 'relation', options: { collectionId: companies, maxSelect: null } },
      { name: 'meta', type: 'json', options: { maxSize: 2000 } },
      { name: 'notes', type: 'editor' },
    ],
  });
});

const probes = () => ctx.ops.collection('probes');

/** Every field as a form sends it: text only, lists as JSON text. */
const FORM_VALUES: Record<string, string> = {
  title: 'Embarque 7',
  amount: '12.5',
  done: 'true',
  contact: 'ops@golfo.test',
  site: 'https://golfo.test/rastreo',
  due: '2026-03-04 05:06:07.000Z',
  kind: 'b',
  tags: '["a","c"]',
  owner: GOLFO,
  partners: JSON.stringify([GOLFO, PLATA]),
  meta: '{"puerto": "Veracruz", "pesos": [1, 2.5], "ok": true}',
  notes: '<p>Entrega <strong>urgente</strong></p>',
};

const EXPECTED = {
  title: 'Embarque 7',
  amount: 12.5,
  done: true,
  contact: 'ops@golfo.test',
  site: 'https://golfo.test/rastreo',
  due: '2026-03-04 05:06:07.000Z',
  kind: 'b',
  tags: ['a', 'c'],
  owner: GOLFO,
  partners: [GOLFO, PLATA],
  meta: { puerto: 'Veracruz', pesos: [1, 2.5], ok: true },
  notes: '<p>Entrega <strong>urgente</strong></p>',
};

function formOf(values: Record<string, string | string[]>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(values))
    for (const item of Array.isArray(value) ? value : [value]) form.append(name, item);
  return form;
}

/** A multipart body written by hand, as `curl -F name=value` sends it. */
async function curlForm(path: string, method: string, values: Record<string, string>) {
  const boundary = '------------------------d1c0ffee42';
  const parts = Object.entries(values).map(
    ([name, value]) =>
      `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  );
  return rawRequest(ctx.server.url + path, {
    method,
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      authorization: ctx.ops.authStore.token,
    },
    body: `${parts.join('')}--${boundary}--\r\n`,
  });
}

describe('multipart values through the SDK (FormData)', () => {
  it('converts every field type on create', async () => {
    const record = await probes().create(formOf(FORM_VALUES));
    expect(record).toMatchObject(EXPECTED);
    expect(await probes().getOne(record.id)).toMatchObject(EXPECTED);
  });

  it('converts them the same on update', async () => {
    const { id } = await probes().create({ title: 'vacío' });
    const record = await probes().update(id, formOf(FORM_VALUES));
    expect(record).toMatchObject(EXPECTED);
  });

  it('takes repeated keys as the list of a multi-value field, the first for others', async () => {
    const record = await probes().create(
      formOf({
        tags: ['a', 'b'],
        partners: [PLATA, GOLFO],
        title: ['uno', 'dos'],
        kind: ['a', 'c'],
      }),
    );
    expect(record).toMatchObject({ tags: ['a', 'b'], partners: [PLATA, GOLFO], title: 'uno' });
    expect(record.kind).toBe('c');
  });

  it('reads JSON text in a json field as PocketBase does', async () => {
    const cases: [string, unknown][] = [
      ['true', true],
      ['null', null],
      ['-12.5', -12.5],
      ['[1,"dos"]', [1, 'dos']],
      ['"entre comillas"', 'entre comillas'],
      ['texto libre', 'texto libre'],
      ['{roto', '{roto'],
      ['12 cajas', '12 cajas'],
    ];
    for (const [sent, stored] of cases) {
      const record = await probes().create(formOf({ meta: sent }));
      expect(record.meta, sent).toEqual(stored);
    }
  });

  it('still refuses values a field cannot take', async () => {
    const failure = await failureOf(
      probes().create(formOf({ amount: 'doce', tags: '["a","z"]', done: 'quizá' })),
    );
    expect(failure.status).toBe(400);
    expect(failure.body.data).toMatchObject({
      amount: { code: 'validation_nan' },
      tags: { code: 'validation_invalid_value' },
      done: { code: 'validation_invalid_value' },
    });
  });

  it('merges @jsonPayload parts with the form values', async () => {
    const form = formOf({ title: 'con payload', tags: '["b"]' });
    form.append('@jsonPayload', JSON.stringify({ meta: { a: 1 }, amount: 3 }));
    const record = await probes().create(form);
    expect(record).toMatchObject({ title: 'con payload', tags: ['b'], meta: { a: 1 }, amount: 3 });
  });
});

describe('multipart values from a hand-written body (curl -F)', () => {
  it('converts every field type on create and update', async () => {
    const created = await curlForm('/api/collections/probes/records', 'POST', FORM_VALUES);
    expect(created.status).toBe(200);
    expect(created.json).toMatchObject(EXPECTED);
    const { id } = created.json as { id: string };
    const updated = await curlForm(`/api/collections/probes/records/${id}`, 'PATCH', {
      amount: '7',
      done: 'false',
      tags: '["b"]',
      meta: '[{"x": 1}]',
    });
    expect(updated.status).toBe(200);
    expect(updated.json).toMatchObject({ amount: 7, done: false, tags: ['b'], meta: [{ x: 1 }] });
  });
});

describe('JSON bodies', () => {
  it('take JSON text for json, select and relation fields as PocketBase does', async () => {
    const record = await probes().create({
      meta: '{"a": [1]}',
      tags: '["a","b"]',
      partners: JSON.stringify([PLATA]),
    });
    expect(record).toMatchObject({ meta: { a: [1] }, tags: ['a', 'b'], partners: [PLATA] });
  });
});
