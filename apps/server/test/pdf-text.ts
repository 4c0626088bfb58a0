import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * The text of each page of a PDF, read back with pdfjs (Mozilla's PDF reader): what a person
 * copying from the document would get, whitespace collapsed so table spacing does not matter.
 */
export async function pdfPages(data: Uint8Array): Promise<string[]> {
  const pdf = await getDocument({ data: new Uint8Array(data), verbosity: 0, useSystemFonts: false })
    .promise;
  const pages: string[] = [];
  for (let number = 1; number <= pdf.numPages; number += 1) {
    const page = await pdf.getPage(number);
    const content = await page.getTextContent();
    const text = content.items
      .map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : ' ') : ''))
      .join('');
    pages.push(text.replace(/[ \t]+/g, ' ').normalize('NFC'));
  }
  await pdf.destroy();
  return pages;
}
