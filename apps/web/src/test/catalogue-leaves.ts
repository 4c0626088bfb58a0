import { publicSiteCatalogue } from '../i18n/catalogue/public-site.ts';
import { publicSiteFrameCatalogue } from '../i18n/catalogue/public-site-frame.ts';

/** Every text of a catalogue by its dotted key (`shell.links.ocean` → 'Ocean'). */
export function catalogueLeaves(catalogue: object, prefix = ''): Map<string, string> {
  const leaves = new Map<string, string>();
  for (const [key, value] of Object.entries(catalogue)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') leaves.set(path, value);
    else if (typeof value === 'object' && value !== null)
      for (const [inner, text] of catalogueLeaves(value as object, path)) leaves.set(inner, text);
  }
  return leaves;
}

/**
 * The public site's parts of the catalogue: the forwarder's own Spanish website, the same in
 * every language of the signed-in app (docs/decisions/058).
 */
export const PUBLIC_SITE_KEYS: ReadonlySet<string> = new Set([
  ...Object.keys(publicSiteCatalogue),
  ...Object.keys(publicSiteFrameCatalogue),
]);

/** Whether a dotted key belongs to the public site. */
export function isPublicSiteKey(key: string): boolean {
  return PUBLIC_SITE_KEYS.has(key.split('.')[0] ?? '');
}
