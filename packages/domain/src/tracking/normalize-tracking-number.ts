import { foldSearchText } from '../shipments/fold-search-text.ts';

/**
 * A tracking number as it is compared: accents dropped, upper case, and every character that is
 * not a letter or a digit removed, so `csqu 305438-3`, `CSQU3054383` and `CSQU-305438-3` are one
 * number, and `176-12345675` finds `17612345675`.
 */
export function normalizeTrackingNumber(input: unknown): string {
  if (typeof input !== 'string') return '';
  return foldSearchText(input)
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, '');
}
