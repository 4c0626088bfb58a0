import { describe, expect, it } from 'vitest';
import yazl from 'yazl';
import sharp from 'sharp';
import {
  extensionForMimeType,
  isAllowedMimeType,
  sniffMimeType,
  OCTET_STREAM,
} from './sniff-mime-type.ts';

const OOXML = 'application/vnd.openxmlformats-officedocument';

/** The package's content types, naming its main part as Word and Excel write them. */
const contentTypes = (main: string) =>
  `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="xml" ContentType="application/xml"/><Override PartName="/main.xml" ContentType="${OOXML}.${main}"/></Types>`;

async function zipOf(names: string[], main = ''): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const name of names)
    zip.addBuffer(Buffer.from(name === '[Content_Types].xml' ? contentTypes(main) : '<x/>'), name);
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

const image = (format: 'png' | 'jpeg' | 'gif' | 'webp') =>
  sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
    .toFormat(format)
    .toBuffer();

describe('sniffMimeType', () => {
  it.each(['png', 'jpeg', 'gif', 'webp'] as const)('recognises %s images', async (format) => {
    expect(await sniffMimeType(await image(format))).toBe(`image/${format}`);
  });

  it('recognises PDF, SVG, XML, HTML and text', async () => {
    expect(await sniffMimeType(Buffer.from('%PDF-1.7\n...'))).toBe('application/pdf');
    expect(
      await sniffMimeType(Buffer.from('\uFEFF <svg xmlns="http://www.w3.org/2000/svg"/>')),
    ).toBe('image/svg+xml');
    expect(await sniffMimeType(Buffer.from('<?xml version="1.0"?><cfdi:Comprobante/>'))).toBe(
      'text/xml; charset=utf-8',
    );
    expect(await sniffMimeType(Buffer.from('<!DOCTYPE html><p>hola'))).toBe(
      'text/html; charset=utf-8',
    );
    expect(await sniffMimeType(Buffer.from('Factura pagada ✓\n'))).toBe(
      'text/plain; charset=utf-8',
    );
  });

  it('tells office documents from plain ZIP archives', async () => {
    const docx = await zipOf(
      ['[Content_Types].xml', '_rels/.rels', 'word/document.xml'],
      'wordprocessingml.document.main+xml',
    );
    const xlsx = await zipOf(
      ['[Content_Types].xml', 'xl/workbook.xml'],
      'spreadsheetml.sheet.main+xml',
    );
    expect(await sniffMimeType(docx)).toBe(
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    );
    expect(await sniffMimeType(xlsx)).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(await sniffMimeType(await zipOf(['a.txt']))).toBe('application/zip');
  });

  it('calls binary data and empty-looking lies octet-stream', async () => {
    expect(await sniffMimeType(Buffer.from([0x00, 0x01, 0x02, 0xfe]))).toBe(OCTET_STREAM);
    expect(await sniffMimeType(Buffer.from([0xc3, 0x28]))).toBe(OCTET_STREAM);
  });
});

describe('isAllowedMimeType', () => {
  it('ignores parameters and understands aliases', () => {
    expect(isAllowedMimeType('text/xml; charset=utf-8', ['application/xml'])).toBe(true);
    expect(isAllowedMimeType('application/pdf', ['application/x-pdf'])).toBe(true);
    expect(isAllowedMimeType('image/svg+xml', ['text/xml', 'application/xml'])).toBe(false);
    expect(isAllowedMimeType('application/pdf', ['image/png'])).toBe(false);
  });
});

describe('extensionForMimeType', () => {
  it('gives the usual extension, or none', () => {
    expect(extensionForMimeType('image/jpeg')).toBe('.jpg');
    expect(extensionForMimeType('text/plain; charset=utf-8')).toBe('.txt');
    expect(extensionForMimeType(OCTET_STREAM)).toBe('');
  });
});
