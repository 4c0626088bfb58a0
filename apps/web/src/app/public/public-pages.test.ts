import { describe, expect, it } from 'vitest';
import { PUBLIC_PAGES, publicPageAt, publicPagePath } from './public-pages.ts';

describe('public pages', () => {
  it('are the landing page and the four service pages of SPEC §2', () => {
    expect(PUBLIC_PAGES.map(publicPagePath)).toEqual([
      '/',
      '/servicios/forwarders',
      '/servicios/ia-excel',
      '/servicios/automatizacion',
      '/servicios/software-a-medida',
    ]);
  });

  it.each([
    ['/', { kind: 'landing' }],
    ['/servicios/ia-excel', { kind: 'service', service: 'ia-excel' }],
    ['/servicios/ia-excel/', { kind: 'service', service: 'ia-excel' }],
    ['/servicios/otro', null],
    ['/login', null],
    ['/dashboard', null],
  ])('finds the page at %s', (pathname, page) => {
    expect(publicPageAt(pathname)).toEqual(page);
  });
});
