import { rfcCheckDigit } from '@rumbo/domain';
import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { i18n } from '#i18n/i18n.ts';
import { companyFormValues, type CompanyFormValues } from './company-form-values.ts';
import { rfcWarning, validateCompanyForm } from './company-form-validation.ts';

const t = i18n.t.bind(i18n) as TFunction;
const BODY = 'GLO120315K7';
const GOOD_RFC = `${BODY}${rfcCheckDigit(`${BODY}0`)}`;

function values(change: Partial<CompanyFormValues>): CompanyFormValues {
  return { ...companyFormValues(null), name: 'Golfo', ...change };
}

describe('validateCompanyForm', () => {
  it('accepts a named company with a good RFC', () => {
    expect(validateCompanyForm(values({ rfc: GOOD_RFC }), t)).toEqual({});
  });

  it('needs a name and a well-formed RFC', () => {
    expect(validateCompanyForm(values({ name: '  ', rfc: 'ABC' }), t)).toEqual({
      name: 'The name is required.',
      rfc: 'Must be in a valid format.',
    });
  });

  it('checks the reply-to address and the estimate notice threshold (issue 37)', () => {
    expect(
      validateCompanyForm(values({ replyTo: 'ops@golfo.mx', estimateNoticeHours: 720 }), t),
    ).toEqual({});
    expect(validateCompanyForm(values({ replyTo: '', estimateNoticeHours: ' ' }), t)).toEqual({});
    const refused = { replyTo: 'Enter a valid e-mail address, e.g. operaciones@empresa.mx.' };
    const range = { estimateNoticeHours: 'Enter a whole number of hours from 1 to 720.' };
    expect(validateCompanyForm(values({ replyTo: 'ops@golfo' }), t)).toEqual(refused);
    expect(validateCompanyForm(values({ replyTo: 'a b@golfo.mx' }), t)).toEqual(refused);
    for (const hours of [0, 721, 1.5, '2h', -3])
      expect(validateCompanyForm(values({ estimateNoticeHours: hours }), t)).toEqual(range);
  });

  it('refuses periods that end before they start and repeated modules', () => {
    const row = { key: 'k', enabled: true, start: '2026-05-01', end: '2026-04-30' };
    const errors = validateCompanyForm(
      values({
        membershipStart: '2026-02-01',
        membershipEnd: '2026-01-31',
        moduleAccess: [
          { ...row, moduleId: 'shipments' },
          { ...row, moduleId: 'shipments', end: '' },
          { ...row, moduleId: '', end: '' },
        ],
      }),
      t,
    );
    expect(errors).toEqual({
      membershipEnd: 'The end cannot be before the start.',
      'moduleAccess.0.end': 'The end cannot be before the start.',
      'moduleAccess.1.moduleId': 'This module is listed twice.',
      'moduleAccess.2.moduleId': 'Choose a module.',
    });
  });
});

describe('rfcWarning', () => {
  it('warns on a check digit mismatch only', () => {
    const wrong = `${BODY}${rfcCheckDigit(`${BODY}0`) === '1' ? '2' : '1'}`;
    expect(rfcWarning(wrong, t)).toMatch(`check digit should be ${rfcCheckDigit(wrong)};`);
    expect(rfcWarning(GOOD_RFC, t)).toBeNull();
    expect(rfcWarning('ABC', t)).toBeNull();
    expect(rfcWarning('', t)).toBeNull();
  });
});

describe('in Spanish (issue 20)', () => {
  const es = i18n.getFixedT('es-MX') as unknown as TFunction;

  it('says the RFC errors and warning from the catalogue, not the domain’s English', () => {
    expect(validateCompanyForm(values({ rfc: 'ABC' }), es).rfc).toBe(
      'El RFC no tiene un formato válido.',
    );
    expect(validateCompanyForm(values({ rfc: 'GLO121345K70' }), es).rfc).toBe(
      'La fecha del RFC (AAMMDD) no es una fecha real.',
    );
    const wrong = `${BODY}${rfcCheckDigit(`${BODY}0`) === '1' ? '2' : '1'}`;
    expect(rfcWarning(wrong, es)).toContain(rfcCheckDigit(wrong));
    expect(rfcWarning(wrong, es)).not.toMatch(/check digit/);
  });
});
