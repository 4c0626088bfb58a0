import { describe, expect, it } from 'vitest';
import { BRAND_LOGO_URL_MAX_LENGTH, normalizeCompanyUpdate } from './normalize-company-update.ts';

describe('normalizeCompanyUpdate', () => {
  it.each([
    ['short URL', 'https://x.mx/logo.png', 'https://x.mx/logo.png'.length],
    ['exactly the limit', 'a'.repeat(5000), 5000],
    ['one over the limit', 'a'.repeat(5001), 5000],
    ['a long data URL', `data:image/png;base64,${'A'.repeat(20_000)}`, 5000],
    ['empty', '', 0],
  ])('%s', (_name, brandLogoUrl, length) => {
    expect(normalizeCompanyUpdate({ brandLogoUrl }).brandLogoUrl).toHaveLength(length);
  });

  it('keeps the start of a cut URL', () => {
    const url = `https://cdn.example/${'x'.repeat(6000)}`;
    expect(normalizeCompanyUpdate({ brandLogoUrl: url }).brandLogoUrl).toBe(
      url.slice(0, BRAND_LOGO_URL_MAX_LENGTH),
    );
  });

  it.each([[{ name: 'Golfo' }], [{ name: 'Golfo', brandLogoUrl: null }]])(
    'passes %j through',
    (update) => {
      expect(normalizeCompanyUpdate(update)).toEqual(update);
    },
  );

  it('does not modify its input', () => {
    const update = { name: 'Golfo', brandLogoUrl: 'a'.repeat(6000) };
    normalizeCompanyUpdate(update);
    expect(update.brandLogoUrl).toHaveLength(6000);
  });
});
