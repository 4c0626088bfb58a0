import pdfmake from 'pdfmake';
import type { DocumentDefinition } from './pdf-types.ts';
import { fileURLToPath } from 'node:url';

// The PDF library (docs/decisions/068): pdfmake lays out a document described as plain data
// (tables that flow over pages with their header rows repeated, a header and footer per page,
// QR codes) on PDFKit, and embeds a subset of each font it uses.

const FONT_DIR = fileURLToPath(new URL('../../../../assets/fonts/', import.meta.url));

/** The one font family of every document: all of Spanish and the usual symbols print. */
export const DOCUMENT_FONT = 'DejaVuSans';

let configured = false;

/**
 * pdfmake is one object per process: fonts and access policies are set once. It may open the
 * bundled fonts and nothing else, and never fetches a URL (a logo or font named by a URL in
 * stored data would otherwise make the server fetch it).
 */
function configure(): void {
  if (configured) return;
  pdfmake.setUrlAccessPolicy(() => false);
  pdfmake.setLocalAccessPolicy((path) => path.startsWith(FONT_DIR));
  const regular = `${FONT_DIR}DejaVuSans.ttf`;
  const bold = `${FONT_DIR}DejaVuSans-Bold.ttf`;
  pdfmake.setFonts({
    [DOCUMENT_FONT]: { normal: regular, bold, italics: regular, bolditalics: bold },
  });
  configured = true;
}

/** How long one document may take before its request fails instead of waiting on. */
const RENDER_LIMIT_MS = 20_000;

/** Writes a document as PDF bytes. `definition` must be fresh: pdfmake changes what it is given. */
export async function renderPdf(definition: DocumentDefinition): Promise<Buffer> {
  configure();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error('The document took too long to write.')),
      RENDER_LIMIT_MS,
    );
  });
  try {
    return await Promise.race([pdfmake.createPdf(definition).getBuffer(), limit]);
  } finally {
    clearTimeout(timer);
  }
}
