import bwipjs from 'bwip-js/node';
import type { ContentNode } from '../layout/pdf-types.ts';
import { DOCUMENT_FONT } from '../layout/pdf-engine.ts';

/**
 * A Code 128 barcode of `code` (a bill or waybill number), drawn as vector paths, with the code
 * printed under it as text a reader can copy. Nothing when the code is blank or cannot be
 * encoded.
 */
export function barcode(code: string, width = 150): ContentNode {
  const text = code.trim();
  if (!text) return { text: '' };
  try {
    const svg = bwipjs.toSVG({ bcid: 'code128', text, height: 9, includetext: false });
    return {
      width,
      stack: [
        { svg, width, font: DOCUMENT_FONT },
        { text, fontSize: 7, alignment: 'center', margin: [0, 1, 0, 0] },
      ],
    };
  } catch {
    return { text };
  }
}
