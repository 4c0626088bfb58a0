/** Longest brand logo URL a company may store (SPEC §9); data URLs easily exceed it. */
export const BRAND_LOGO_URL_MAX_LENGTH = 5000;

/**
 * A company update ready to send: `brandLogoUrl` is cut to 5000 characters. Other fields pass
 * through unchanged, and the input is not modified.
 */
export function normalizeCompanyUpdate<T extends object>(
  update: T & { brandLogoUrl?: string | null },
): T {
  const { brandLogoUrl } = update;
  if (typeof brandLogoUrl !== 'string' || brandLogoUrl.length <= BRAND_LOGO_URL_MAX_LENGTH) {
    return { ...update };
  }
  return { ...update, brandLogoUrl: brandLogoUrl.slice(0, BRAND_LOGO_URL_MAX_LENGTH) };
}
