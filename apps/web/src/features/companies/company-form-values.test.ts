import type { CompaniesRecord } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import { companyFormValues, companySaveInput } from './company-form-values.ts';

const STORED = {
  id: 'rmbcompanygolfo',
  name: 'Golfo Logistics',
  rfc: 'GLO120315K72',
  razon_social: 'Golfo Logistics, S.A. de C.V.',
  direccion: 'Av. Marina Mercante 210',
  documents: [{ id: 'd1', name: 'Acta.pdf', file: 'acta_abc.pdf' }],
  documentFiles: ['acta_abc.pdf', 'csf_xyz.pdf'],
  moduleAccess: [
    { moduleId: 'shipments', enabled: true, startAt: '2026-01-01T00:00:00.000Z', endAt: '' },
  ],
  superusers: ['u1'],
  superuser: 'u1',
  brandName: 'Golfo',
  brandLogoUrl: '',
  brandLogo: 'logo_abc.png',
  documentFooter: 'Golfo · Veracruz',
  documentTerms: 'Términos.',
  membershipPlan: 'gold',
  membershipStartAt: '2026-01-01 00:00:00.000Z',
  membershipEndAt: '2026-12-31 23:59:59.999Z',
  legacyId: '',
} as unknown as CompaniesRecord;

describe('companyFormValues', () => {
  it('reads a stored company, dates as days and every stored file listed', () => {
    const values = companyFormValues(STORED);
    expect(values).toMatchObject({
      name: 'Golfo Logistics',
      brandLogo: 'logo_abc.png',
      superusers: ['u1'],
      membershipPlan: 'gold',
      membershipStart: '2026-01-01',
      membershipEnd: '2026-12-31',
    });
    expect(values.documents.map((doc) => doc.file)).toEqual(['acta_abc.pdf', 'csf_xyz.pdf']);
    expect(values.moduleAccess).toEqual([
      expect.objectContaining({
        moduleId: 'shipments',
        enabled: true,
        start: '2026-01-01',
        end: '',
      }),
    ]);
  });

  it('starts blank for a new company', () => {
    expect(companyFormValues(null)).toMatchObject({ name: '', documents: [], moduleAccess: [] });
  });
});

describe('companySaveInput', () => {
  it('carries the documents’ footer and terms, trimmed (issue 36)', () => {
    const values = companyFormValues(STORED);
    expect(values).toMatchObject({
      documentFooter: 'Golfo · Veracruz',
      documentTerms: 'Términos.',
    });
    const { body } = companySaveInput(
      { ...values, documentFooter: ' Pie nuevo ', documentTerms: '  Cláusula 1.\n\nCláusula 2. ' },
      STORED,
      'profile',
    );
    expect(body).toMatchObject({
      documentFooter: 'Pie nuevo',
      documentTerms: 'Cláusula 1.\n\nCláusula 2.',
    });
  });

  it('carries the e-mail settings: the reply-to trimmed, an empty threshold as null (issue 37)', () => {
    const stored = {
      ...STORED,
      replyTo: 'ops@golfo.mx',
      estimateNoticeHours: 0,
    } as CompaniesRecord;
    const values = companyFormValues(stored);
    expect(values).toMatchObject({ replyTo: 'ops@golfo.mx', estimateNoticeHours: '' });
    expect(companySaveInput(values, stored, 'profile').body).toMatchObject({
      replyTo: 'ops@golfo.mx',
      estimateNoticeHours: null,
    });
    const changed = { ...values, replyTo: ' Citas@Golfo.mx ', estimateNoticeHours: 48 };
    expect(companySaveInput(changed, stored, 'profile').body).toMatchObject({
      replyTo: 'Citas@Golfo.mx',
      estimateNoticeHours: 48,
    });
  });

  it('an admin save carries the membership, module access and superusers', () => {
    const values = {
      ...companyFormValues(STORED),
      membershipPlan: 'enterprise',
      superusers: ['u2', 'u1'],
    };
    const { id, body, files } = companySaveInput(values, STORED, 'all');
    expect(id).toBe('rmbcompanygolfo');
    expect(body).toMatchObject({
      membershipPlan: 'enterprise',
      membershipStartAt: '2026-01-01 00:00:00.000Z',
      membershipEndAt: '2026-12-31 23:59:59.999Z',
      superusers: ['u2', 'u1'],
      superuser: 'u2',
      moduleAccess: [
        { moduleId: 'shipments', enabled: true, startAt: '2026-01-01T00:00:00.000Z', endAt: '' },
      ],
    });
    expect(files?.removedFiles).toEqual([]);
    expect(body).not.toHaveProperty('brandLogo');
  });

  it('a superuser save leaves the membership fields out', () => {
    const { body } = companySaveInput(
      { ...companyFormValues(STORED), brandName: ' Nuevo ' },
      STORED,
      'profile',
    );
    expect(body.brandName).toBe('Nuevo');
    for (const field of [
      'membershipPlan',
      'membershipStartAt',
      'membershipEndAt',
      'moduleAccess',
      'superusers',
      'superuser',
    ])
      expect(body).not.toHaveProperty(field);
  });

  it('sends new files, the files removed and a cleared logo', () => {
    const upload = new File(['%PDF-'], 'contrato.pdf', { type: 'application/pdf' });
    const values = companyFormValues(STORED);
    values.documents = [values.documents[0]!, { id: 'new1', name: 'contrato.pdf', upload }];
    values.brandLogo = '';
    const input = companySaveInput(values, STORED, 'profile');
    expect(input.files).toEqual({
      logo: null,
      documents: [{ entryId: 'new1', file: upload }],
      removedFiles: ['csf_xyz.pdf'],
    });
    expect(input.knownFiles).toEqual(['acta_abc.pdf', 'csf_xyz.pdf']);
    expect(input.body.brandLogo).toBe('');
    expect(input.body.documents).toEqual([
      { id: 'd1', name: 'Acta.pdf', file: 'acta_abc.pdf' },
      { id: 'new1', name: 'contrato.pdf' },
    ]);
  });

  it('a new company has no id and an unknown plan is sent as none', () => {
    const values = { ...companyFormValues(null), name: 'Nueva', membershipPlan: 'platinum' };
    const input = companySaveInput(values, null, 'all');
    expect(input.id).toBeNull();
    expect(input.body).toMatchObject({ name: 'Nueva', membershipPlan: '', membershipStartAt: '' });
  });
});
