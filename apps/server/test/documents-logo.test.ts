import { DEMO_IDS } from '@rumbo/domain';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type PocketBase from 'pocketbase';
import { getDocument, OPS } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileOf, imageBytes } from './file-fixtures.ts';
import { operator, signedIn, startTestServer, type TestServer } from './test-server.ts';

// The letterhead's logo (issue 36, decision 068): the company's uploaded raster logo is printed;
// an SVG logo is not drawn (it may name other files), and a logo given as an address is never
// fetched by the server.

let server: TestServer;
let ops: PocketBase;
let lure: Server;
let lureHits = 0;
let golfoStaff: PocketBase;
let plataStaff: PocketBase;

const SVG_NAMING_A_FILE = Buffer.from(
  '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" width="10" height="10"><image xlink:href="file:///etc/hostname" width="10" height="10"/></svg>',
);

beforeAll(async () => {
  lure = createServer((_request, response) => {
    lureHits += 1;
    response.end();
  });
  await new Promise<void>((resolve) => lure.listen(0, '127.0.0.1', resolve));
  server = await startTestServer();
  ops = await operator(server.url);
  [golfoStaff, plataStaff] = await Promise.all([
    signedIn(server.url, 'staff@golfo.test'),
    signedIn(server.url, 'staff@plata.test'),
  ]);
  await ops.collection('companies').update(DEMO_IDS.golfo, {
    brandLogo: fileOf(await imageBytes(300, 200), 'logo golfo.png', 'image/png'),
  });
  await ops.collection('companies').update(DEMO_IDS.plata, {
    brandLogo: fileOf(SVG_NAMING_A_FILE, 'logo.svg', 'image/svg+xml'),
    brandLogoUrl: `http://127.0.0.1:${(lure.address() as AddressInfo).port}/logo.png`,
  });
});

afterAll(async () => {
  await server?.close();
  lure?.close();
});

/** How many images the document's first page paints. */
async function imagesOnFirstPage(pb: PocketBase, companyId: string): Promise<number> {
  const [shipment] = (
    await pb.collection('shipments_land').getList(1, 1, { filter: `company = "${companyId}"` })
  ).items;
  const response = await fetch(
    `${server.url}/api/documents/shipments_land/${shipment!.id}/delivery-receipt.pdf`,
    { headers: { Authorization: pb.authStore.token } },
  );
  expect(response.status).toBe(200);
  const pdf = await getDocument({
    data: new Uint8Array(await response.arrayBuffer()),
    verbosity: 0,
  }).promise;
  const { fnArray } = await (await pdf.getPage(1)).getOperatorList();
  return fnArray.filter((op) => op === OPS.paintImageXObject).length;
}

describe('the letterhead’s logo', () => {
  it('prints the company’s uploaded logo', async () => {
    expect(await imagesOnFirstPage(golfoStaff, DEMO_IDS.golfo)).toBe(1);
  });

  it('draws no SVG and fetches no address', async () => {
    expect(await imagesOnFirstPage(plataStaff, DEMO_IDS.plata)).toBe(0);
    expect(lureHits).toBe(0);
  });
});
