import { DEMO_IDS } from '@rumbo/domain';
import { readFileSync } from 'node:fs';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { expect, seriousAxeViolations, test } from './fixtures.ts';
import { LOADED } from './patience.ts';
import { shootVariants } from './screenshots.ts';
import { operatorSdk } from './sdk-clients.ts';

// Documents from the shipment editor (issue 36): preview inside the app, download, save as the
// next version among the shipment's documents, what an original lacks, and unsaved edits
// pointed out. The server writes every PDF; the journey reads the downloaded one back.

async function pdfText(path: string): Promise<string> {
  const pdf = await getDocument({ data: new Uint8Array(readFileSync(path)), verbosity: 0 }).promise;
  const texts: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const content = await (await pdf.getPage(number)).getTextContent();
    texts.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  return texts.join('\n');
}

test('preview, download and save a document; an original lists what it lacks', async ({
  page,
  signIn,
  baseURL,
}) => {
  const ops = await operatorSdk(baseURL!);
  const shipment = await ops
    .collection('shipments_ocean')
    .getFirstListItem(`company = "${DEMO_IDS.golfo}" && shipmentCode = "OCN20260003"`);
  await signIn(page, 'staff@golfo.test', `/dashboard/shipments/ocean?open=${shipment.id}`);
  const editor = page.getByRole('dialog').first();
  await expect(editor.getByRole('button', { name: 'Generate document' })).toBeVisible(LOADED);

  // Preview, in the app, in Spanish.
  await editor.getByRole('button', { name: 'Generate document' }).click();
  await page.getByRole('menuitem', { name: 'Arrival notice' }).click();
  const dialog = page.getByRole('dialog', { name: 'Arrival notice' });
  await dialog.getByText('Español').click();
  const preview = dialog.getByRole('img', { name: 'Preview of Arrival notice' });
  await expect(preview).toHaveAttribute('data-pages', /\d+/, LOADED);
  const inked = await preview
    .locator('canvas')
    .first()
    .evaluate((canvas: HTMLCanvasElement) => {
      const { data } = canvas.getContext('2d')!.getImageData(0, 0, canvas.width, canvas.height);
      let dark = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i]! < 128) dark += 1;
      return dark;
    });
  expect(inked).toBeGreaterThan(1000);
  expect(await seriousAxeViolations(page)).toEqual([]);
  await shootVariants(page, 'documents-preview');

  // Download: the PDF of this shipment, in Spanish.
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    dialog.getByRole('link', { name: 'Download PDF' }).click(),
  ]);
  const text = await pdfText(await download.path());
  expect(text).toContain('Aviso de arribo');
  expect(text).toContain('OCN20260003');

  // Save: the next version of the arrival notice (the demo saved v1), listed at once.
  await dialog.getByRole('button', { name: "Save to the shipment's documents" }).click();
  await expect(page.getByText(/Saved as Aviso de arribo v2 OCN20260003 \(es\)\.pdf/)).toBeVisible(
    LOADED,
  );
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(
    editor
      .getByRole('list', { name: 'Documents of this shipment' })
      .getByText('Aviso de arribo v2 OCN20260003 (es).pdf'),
  ).toBeVisible(LOADED);
  const saved = await ops.collection('shipments_ocean').getOne(shipment.id);
  expect((saved.documents as { name: string }[]).map((doc) => doc.name)).toContain(
    'Aviso de arribo v2 OCN20260003 (es).pdf',
  );

  // An unsaved edit is pointed out; the original of a bill lacking its port lists it.
  await ops.collection('shipments_ocean').update(shipment.id, { portOfLoad: '' });
  await page.reload();
  await expect(editor.getByRole('button', { name: 'Generate document' })).toBeVisible(LOADED);
  await editor.getByRole('textbox', { name: 'Vessel', exact: true }).fill('Nuevo buque');
  await editor.getByRole('button', { name: 'Generate document' }).click();
  await page.getByRole('menuitem', { name: 'House B/L (original)' }).click();
  const original = page.getByRole('dialog', { name: 'House B/L (original)' });
  await expect(
    original.getByText('This shipment has unsaved changes', { exact: false }),
  ).toBeVisible();
  const lacking = original.getByRole('alert');
  await expect(lacking).toContainText('The original cannot be printed yet', LOADED);
  await expect(lacking).toContainText('Port of loading');
});
