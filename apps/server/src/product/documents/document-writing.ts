import { isOriginal } from '@rumbo/domain';
import { fieldError, validationError } from '../../tools/errors.ts';
import type { DocumentSource } from './layout/document-source.ts';
import { documentTexts } from './layout/document-texts.ts';

/** The PDF of a document; an original refuses while the record lacks anything, naming it. */
export async function writeDocument(source: DocumentSource): Promise<Buffer> {
  if (isOriginal(source.template) && source.gaps.length)
    throw validationError(
      Object.fromEntries(source.gaps.map((gap) => [gap.field, fieldError(gap.code, gap.message)])),
      'The original cannot be printed while the record lacks what is listed.',
    );
  const { renderDocument } = await import('./render-document.ts');
  return renderDocument(source);
}

/** How a saved version is named among the shipment's documents: `HBL v2 …`, `Aviso de arribo v1 …`. */
export function shortTitle(source: DocumentSource): string {
  if (source.template.startsWith('hbl-')) return 'HBL';
  if (source.template.startsWith('hawb-')) return 'HAWB';
  return documentTexts(source.language).titles[source.template];
}
