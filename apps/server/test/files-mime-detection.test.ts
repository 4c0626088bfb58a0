import { beforeAll, describe, expect, it } from 'vitest';
import { serverWithOperator } from './test-server.ts';
import { failureOf } from './api-failure.ts';
import { fileOf, imageBytes } from './file-fixtures.ts';

// Upload types are detected from the content, as PocketBase's detection does: CSV and JSON are
// told apart from plain text, binary formats by their signatures; names and declared types lie.
const ctx = serverWithOperator();

const CSV = 'codigo,cliente,peso\nRMB-001,"Golfo, S.A.",1200\nRMB-002,Plata,"3,5"\n';
const JSON_DOC = '{"embarques": [{"codigo": "RMB-001", "peso": 1200}], "total": 1}\n';

beforeAll(async () => {
  await ctx.ops.collections.create({
    name: 'imports',
    type: 'base',
    schema: [
      { name: 'title', type: 'text' },
      {
        name: 'data',
        type: 'file',
        options: { maxSelect: 1, maxSize: 5_000_000, mimeTypes: ['text/csv', 'application/json'] },
      },
    ],
  });
});

const imports = () => ctx.ops.collection('imports');
const upload = (bytes: Buffer | string, name: string, type = 'application/octet-stream') =>
  imports().create({ title: name, data: fileOf(Buffer.from(bytes), name, type) });

describe('a file field limited to text/csv and application/json', () => {
  it('accepts a CSV file', async () => {
    const record = await upload(CSV, 'embarques.csv', 'text/csv');
    expect(record.data).toMatch(/^embarques_\w{10}\.csv$/);
  });

  it('accepts a JSON file', async () => {
    const record = await upload(JSON_DOC, 'embarques.json', 'application/json');
    expect(record.data).toMatch(/^embarques_\w{10}\.json$/);
  });

  it('accepts CSV and JSON larger than the sniffed window', async () => {
    const rows = Array.from({ length: 5000 }, (_, i) => `RMB-${i},"Cliente ${i}",${i * 10}`);
    await upload(`codigo,cliente,peso\n${rows.join('\n')}\n`, 'grande.csv');
    const items = Array.from({ length: 3000 }, (_, i) => ({ codigo: `RMB-${i}`, peso: i }));
    await upload(JSON.stringify({ embarques: items }), 'grande.json');
  });

  it('refuses plain text, and a PNG renamed .csv', async () => {
    const text = await failureOf(upload('solo una nota\nsin columnas\n', 'nota.csv', 'text/csv'));
    expect(text.body.data.data?.code).toBe('validation_invalid_mime_type');
    const png = await failureOf(upload(await imageBytes(8, 8), 'foto.csv', 'text/csv'));
    expect(png.body.data.data?.code).toBe('validation_invalid_mime_type');
  });

  it('refuses rows of unequal width and JSON that does not parse', async () => {
    const ragged = await failureOf(upload('a,b,c\n1,2\n3\n', 'roto.csv'));
    expect(ragged.body.data.data?.code).toBe('validation_invalid_mime_type');
    const broken = await failureOf(upload('{"a": 1,, }', 'roto.json'));
    expect(broken.body.data.data?.code).toBe('validation_invalid_mime_type');
  });
});
