import bwipjs from 'bwip-js/node';
import type { ContentNode } from '../../documents/layout/pdf-types.ts';

/** The QR code's side in points: 100 pt is 3.5 cm, above the SAT's 2.75 cm. */
export const QR_SIDE = 100;

/**
 * The QR code of `text` as SVG vector paths (bwip-js), at BWIPP's default error correction, M:
 * a page that is folded or stained still reads. The blank around it on the page is its quiet zone.
 */
export function qrSvg(text: string): string {
  return bwipjs.toSVG({ bcid: 'qrcode', text });
}

/** The QR code as a node of the document, `QR_SIDE` points square. */
export function qrNode(text: string): ContentNode {
  return { svg: qrSvg(text), width: QR_SIDE, height: QR_SIDE };
}
