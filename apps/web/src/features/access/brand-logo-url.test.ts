import type { CompaniesRecord } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import { brandLogoUrl } from './brand-logo-url.ts';

const fileUrl = (record: CompaniesRecord, filename: string) =>
  record.id ? `/api/files/companies/${record.id}/${filename}` : '';

function company(fields: Partial<CompaniesRecord>): CompaniesRecord {
  return { id: 'c1', brandLogo: '', brandLogoUrl: '', ...fields } as CompaniesRecord;
}

describe('brandLogoUrl', () => {
  it.each([
    [
      'uploaded file first',
      { brandLogo: 'logo.png', brandLogoUrl: 'https://x.test/l.png' },
      '/api/files/companies/c1/logo.png',
    ],
    [
      'linked https logo',
      { brandLogoUrl: ' https://cdn.test/logo.svg ' },
      'https://cdn.test/logo.svg',
    ],
    ['linked http logo', { brandLogoUrl: 'http://cdn.test/logo.svg' }, 'http://cdn.test/logo.svg'],
    ['inline image', { brandLogoUrl: 'data:image/png;base64,AAAA' }, 'data:image/png;base64,AAAA'],
    ['root-relative', { brandLogoUrl: '/logos/golfo.png' }, '/logos/golfo.png'],
    ['script URL refused', { brandLogoUrl: 'javascript:alert(1)' }, null],
    ['protocol-relative refused', { brandLogoUrl: '//evil.test/x.png' }, null],
    ['inline non-image refused', { brandLogoUrl: 'data:text/html,hi' }, null],
    ['nothing set', {}, null],
    ['file URL cannot be built', { id: '', brandLogo: 'logo.png' }, null],
  ])('%s', (_name, fields, expected) => {
    expect(brandLogoUrl(company(fields), fileUrl)).toBe(expected);
  });
});
