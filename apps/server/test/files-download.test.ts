import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS } from '@rumbo/domain';
import { client, operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { expectErrorShape, failureOf, rawRequest } from './api-failure.ts';
import { download, fileOf, imageBytes, imageSize, isStored, pdfBytes } from './file-fixtures.ts';

// `/api/files`: serving, thumbs, protected files and hostile names (reference §5.9, §11.3, §11.4).
let server: TestServer;
let ops: PocketBase;
let golfo: RecordModel;
let plata: RecordModel;
let logoPng: Buffer;

const SVG = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"></svg>',
);

beforeAll(async () => {
  server = await startTestServer();
  ops = await operator(server.url);
  logoPng = await imageBytes(300, 200);
  golfo = await ops.collection('companies').update(DEMO_IDS.golfo, {
    brandLogo: fileOf(logoPng, 'logo golfo.png', 'image/png'),
    documentFiles: [fileOf(pdfBytes('golfo'), 'constancia.pdf'), fileOf(pdfBytes(), 'acta.pdf')],
  });
  plata = await ops.collection('companies').update(DEMO_IDS.plata, {
    brandLogo: fileOf(SVG, 'logo.svg', 'image/svg+xml'),
    documentFiles: [fileOf(pdfBytes('plata'), 'plata.pdf')],
  });
});

afterAll(async () => {
  await server.close();
});

/** `fetch` resolves dot segments before sending; node:http sends the path exactly as given. */
function statusOfRawPath(rawPath: string): Promise<number> {
  const { hostname, port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    get({ hostname, port, path: rawPath }, (response) => {
      response.resume();
      resolve(response.statusCode ?? 0);
    }).on('error', reject);
  });
}

const fileUrl = (record: RecordModel, name: string, query = '') =>
  `${server.url}/api/files/${record.collectionName}/${record.id}/${name}${query}`;

describe('serving a public file', () => {
  it('sends the bytes with the file headers of PocketBase', async () => {
    const served = await download(fileUrl(golfo, golfo.brandLogo));
    expect(served.status).toBe(200);
    expect(served.body.equals(logoPng)).toBe(true);
    expect(Object.fromEntries(served.headers)).toMatchObject({
      'content-type': 'image/png',
      'content-disposition': `inline; filename=${golfo.brandLogo}`,
      'content-security-policy':
        "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox",
      'cache-control': 'max-age=2592000, stale-while-revalidate=86400',
      'content-length': String(logoPng.length),
      'accept-ranges': 'bytes',
      'x-content-type-options': 'nosniff',
    });
    expect(served.headers.get('x-frame-options')).toBeNull();
  });

  it('answers by collection id as the SDK builds the URL', async () => {
    const url = client(server.url).files.getUrl(golfo, golfo.brandLogo);
    expect(url).toContain(`/api/files/${golfo.collectionId}/`);
    expect((await download(url)).status).toBe(200);
  });

  it('forces a download with download=true or 1, not with download=0', async () => {
    const disposition = async (query: string) =>
      (await download(fileUrl(golfo, golfo.brandLogo, query))).headers.get('content-disposition');
    const sdkUrl = client(server.url).files.getUrl(golfo, golfo.brandLogo, { download: true });
    expect((await download(sdkUrl)).headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(await disposition('?download=1')).toMatch(/^attachment;/);
    expect(await disposition('?download=0')).toMatch(/^inline;/);
  });

  it('serves an SVG as image/svg+xml, as an attachment, and never as a thumb', async () => {
    const served = await download(fileUrl(plata, plata.brandLogo, '?thumb=100x100'));
    expect(served.status).toBe(200);
    expect(served.body.equals(SVG)).toBe(true);
    expect(served.headers.get('content-type')).toBe('image/svg+xml');
    expect(served.headers.get('content-disposition')).toBe(
      `attachment; filename=${plata.brandLogo}`,
    );
  });

  it('answers HEAD with the headers only', async () => {
    const served = await download(fileUrl(golfo, golfo.brandLogo), { method: 'HEAD' });
    expect(served.status).toBe(200);
    expect(served.headers.get('content-length')).toBe(String(logoPng.length));
    expect(served.body.length).toBe(0);
  });
});

describe('ranges and revalidation', () => {
  const url = () => fileUrl(golfo, golfo.brandLogo);

  it('sends one byte range with 206', async () => {
    const served = await download(url(), { headers: { Range: 'bytes=0-9' } });
    expect(served.status).toBe(206);
    expect(served.headers.get('content-range')).toBe(`bytes 0-9/${logoPng.length}`);
    expect(served.body.equals(logoPng.subarray(0, 10))).toBe(true);
  });

  it('sends a suffix range and an open-ended range', async () => {
    const tail = await download(url(), { headers: { Range: 'bytes=-5' } });
    expect(tail.body.equals(logoPng.subarray(-5))).toBe(true);
    const rest = await download(url(), { headers: { Range: 'bytes=100-' } });
    expect(rest.status).toBe(206);
    expect(rest.body.equals(logoPng.subarray(100))).toBe(true);
  });

  it('answers 416 in the error shape for a range past the end', async () => {
    const response = await rawRequest(url(), { headers: { Range: 'bytes=999999-' } });
    expectErrorShape(response, 416);
    expect(response.headers.get('content-range')).toBe(`bytes */${logoPng.length}`);
  });

  it('ignores a malformed range and sends the whole file', async () => {
    const served = await download(url(), { headers: { Range: 'pages=1-2' } });
    expect(served.status).toBe(200);
    expect(served.body.length).toBe(logoPng.length);
  });

  it('answers 304 when the copy in the cache is current', async () => {
    const first = await download(url());
    const lastModified = first.headers.get('last-modified')!;
    const again = await download(url(), { headers: { 'If-Modified-Since': lastModified } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });
});

describe('thumbs', () => {
  it('makes a 100x100 thumb, caches it beside the original and names it', async () => {
    const url = client(server.url).files.getUrl(golfo, golfo.brandLogo, { thumb: '100x100' });
    const served = await download(url);
    expect(await imageSize(served.body)).toEqual({ width: 100, height: 100, format: 'png' });
    expect(served.headers.get('content-disposition')).toBe(
      `inline; filename=100x100_${golfo.brandLogo}`,
    );
    const thumbPath = [`thumbs_${golfo.brandLogo}`, `100x100_${golfo.brandLogo}`];
    expect(isStored(server.dataDir, golfo.id, ...thumbPath)).toBe(true);
  });

  it('serves the original for sizes the field does not list, or nonsense', async () => {
    for (const thumb of ['50x50', '0x0', 'abc', '100x100x'])
      expect(
        await imageSize((await download(fileUrl(golfo, golfo.brandLogo, `?thumb=${thumb}`))).body),
      ).toMatchObject({ width: 300, height: 200 });
  });

  it('makes a thumb once for concurrent requests, all of them whole', async () => {
    const jpeg = await imageBytes(400, 300, 'jpeg');
    const record = await ops.collection('companies').update(DEMO_IDS.plata, {
      brandLogo: fileOf(jpeg, 'foto.jpg', 'image/jpeg'),
    });
    const url = fileUrl(record, record.brandLogo, '?thumb=100x100');
    const served = await Promise.all(Array.from({ length: 8 }, () => download(url)));
    for (const response of served) {
      expect(response.headers.get('content-type')).toBe('image/jpeg');
      expect(await imageSize(response.body)).toEqual({ width: 100, height: 100, format: 'jpeg' });
      expect(response.body.equals(served[0]!.body)).toBe(true);
    }
  });

  it('deletes the thumbs with their original', async () => {
    const record = await ops.collection('companies').getOne(DEMO_IDS.plata);
    await download(fileUrl(record, record.brandLogo, '?thumb=100x100'));
    await ops.collection('companies').update(record.id, { brandLogo: null });
    expect(isStored(server.dataDir, record.id, `thumbs_${record.brandLogo}`)).toBe(false);
  });
});

describe('protected files (companies.documentFiles)', () => {
  const documentUrl = async (pb: PocketBase | null, record = golfo) => {
    const token = pb ? await pb.files.getToken() : undefined;
    return client(server.url).files.getUrl(record, record.documentFiles[0], { token });
  };

  it('are served to a member of the company with a file token', async () => {
    const staffGolfo = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
    const served = await download(await documentUrl(staffGolfo));
    expect(served.status).toBe(200);
    expect(served.body.equals(pdfBytes('golfo'))).toBe(true);
    expect(served.headers.get('content-type')).toBe('application/pdf');
    expect(served.headers.get('content-disposition')).toMatch(/^inline;/);
    expect(served.headers.get('cache-control')).toMatch(/^private, /);
  });

  it('are refused (403) to another company with its own token, and without a token', async () => {
    const staffPlata = await signedIn(server.url, DEMO_EMAILS.staffPlata);
    for (const url of [await documentUrl(staffPlata), await documentUrl(null)]) {
      const response = await rawRequest(url);
      expectErrorShape(response, 403);
      expect(response.json).toMatchObject({
        message: 'Insufficient permissions to access the file resource.',
      });
    }
    expect((await download(await documentUrl(staffPlata, plata))).status).toBe(200);
  });

  it('are served to the operator and the platform admin', async () => {
    const platformAdmin = await signedIn(server.url, DEMO_EMAILS.admin);
    expect((await download(await documentUrl(ops))).status).toBe(200);
    expect((await download(await documentUrl(platformAdmin))).status).toBe(200);
  });

  it('do not accept an auth token in place of a file token', async () => {
    const staffGolfo = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
    const url = client(server.url).files.getUrl(golfo, golfo.documentFiles[0], {
      token: staffGolfo.authStore.token,
    });
    expect((await download(url)).status).toBe(403);
  });

  it('file tokens last two minutes and guests get none', async () => {
    const staffGolfo = await signedIn(server.url, DEMO_EMAILS.staffGolfo);
    const token = await staffGolfo.files.getToken();
    const claims = JSON.parse(Buffer.from(token.split('.')[1]!, 'base64url').toString());
    expect(claims).toMatchObject({ id: DEMO_IDS.staffGolfo, type: 'authRecord' });
    expect(claims.exp - Date.now() / 1000).toBeGreaterThan(100);
    expect(claims.exp - Date.now() / 1000).toBeLessThanOrEqual(120);
    const failure = await failureOf(client(server.url).files.getToken());
    expect(failure).toEqual({
      status: 400,
      body: { code: 400, message: 'Failed to generate file token.', data: {} },
    });
  });
});

describe('names that are not the record’s files', () => {
  const base = () => `${server.url}/api/files/companies/${golfo.id}`;

  it.each([
    ['a traversal to the database', '..%2F..%2Fdata.db'],
    ['a traversal with backslashes', '..%5C..%5Cdata.db'],
    ['a traversal to another record', `..%2F${DEMO_IDS.plata}%2F${'x'}`],
    ['a NUL byte', `${'logo'}%00.png`],
    ['a name the record does not hold', 'logo_golfo_AAAAAAAAAA.png'],
  ])('%s is 404', async (_label, name) => {
    expectErrorShape(await rawRequest(`${base()}/${name}`), 404);
  });

  it('encoded dot segments sent verbatim (no client normalising them) are 404', async () => {
    for (const name of ['%2E%2E', '%2e%2e%2f%2e%2e%2fdata.db', '..%2f..%2f..%2fpackage.json'])
      expect(await statusOfRawPath(`/api/files/companies/${golfo.id}/${name}`)).toBe(404);
  });

  it('a file of another record is 404 under this record', async () => {
    expectErrorShape(await rawRequest(`${base()}/${plata.documentFiles[0]}`), 404);
  });

  it('an unknown collection or record is 404', async () => {
    const name = golfo.brandLogo;
    expectErrorShape(await rawRequest(`${server.url}/api/files/nope/${golfo.id}/${name}`), 404);
    expectErrorShape(await rawRequest(`${server.url}/api/files/companies/nope/${name}`), 404);
  });

  it('the thumbs folder of a file is not a file', async () => {
    await download(fileUrl(golfo, golfo.brandLogo, '?thumb=100x100'));
    const name = `thumbs_${golfo.brandLogo}%2F100x100_${golfo.brandLogo}`;
    expectErrorShape(await rawRequest(`${base()}/${name}`), 404);
  });
});
