import { describe, expect, it } from 'vitest';
import { issuedArrivalNotices, noticeArrival } from './issued-arrival-notices.ts';

const notice = (id: string, extra: Record<string, unknown> = {}) => ({
  id,
  name: `Aviso de arribo v1 OCN1 (es).pdf`,
  file: `arrival_notice_v1_${id}.pdf`,
  type: 'generated',
  template: 'arrival-notice',
  language: 'es',
  version: 1,
  complete: true,
  ...extra,
});

describe('issuedArrivalNotices', () => {
  it.each([
    ['a complete notice saved', [], [notice('a')], ['a']],
    ['a notice already there', [notice('a')], [notice('a')], []],
    ['a draft notice (something lacking)', [], [notice('a', { complete: false })], []],
    [
      'a notice saved before drafts were told apart',
      [],
      [notice('a', { complete: undefined })],
      [],
    ],
    ['another template', [], [notice('a', { template: 'pre-alert' })], []],
    ['an upload', [], [notice('a', { type: 'upload' })], []],
    ['an entry without its file', [], [notice('a', { file: '' })], []],
    ['two versions at once', [notice('a')], [notice('a'), notice('b'), notice('c')], ['b', 'c']],
    ['documents removed', [notice('a')], [], []],
    ['no documents at all', [], null, []],
  ])('%s', (_name, before, after, ids) => {
    expect(
      issuedArrivalNotices({ documents: before }, { documents: after }).map((doc) => doc.id),
    ).toEqual(ids);
  });

  it('names the version, its file and language', () => {
    expect(
      issuedArrivalNotices({}, { documents: [notice('a', { language: 'en', version: 3 })] }),
    ).toEqual([
      {
        id: 'a',
        name: 'Aviso de arribo v1 OCN1 (es).pdf',
        file: 'arrival_notice_v1_a.pdf',
        language: 'en',
        version: 3,
      },
    ]);
  });
});

describe('noticeArrival', () => {
  it.each([
    [
      'ocean, actual',
      'ocean',
      {
        portOfArrivalArrivalActual: '2026-12-10 08:00:00.000Z',
        portOfArrivalArrivalEstimated: '2026-12-09 08:00:00.000Z',
      },
      { milestone: 'portOfArrivalArrival', at: '2026-12-10T08:00:00.000Z' },
    ],
    [
      'ocean, estimate only',
      'ocean',
      { portOfArrivalArrivalEstimated: '2026-12-09 08:00:00.000Z' },
      { milestone: 'portOfArrivalArrival', at: '2026-12-09T08:00:00.000Z' },
    ],
    ['ocean, nothing known', 'ocean', {}, { milestone: 'portOfArrivalArrival', at: '' }],
    ['land has none', 'land', {}, null],
  ] as const)('%s', (_name, mode, record, expected) => {
    expect(noticeArrival(mode, record)).toEqual(expected);
  });
});
