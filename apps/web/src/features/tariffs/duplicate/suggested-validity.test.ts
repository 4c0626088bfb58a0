import { describe, expect, it } from 'vitest';
import { suggestedValidity } from './suggested-validity.ts';

describe('suggestedValidity', () => {
  it.each([
    {
      name: 'a month-long line continues the day after it ends, for as long',
      source: { validFrom: '2026-05-01 00:00:00.000Z', validTo: '2026-05-31 00:00:00.000Z' },
      expected: { validFrom: '2026-06-01', validTo: '2026-07-01' },
    },
    {
      name: 'a one-day line gives a one-day copy',
      source: { validFrom: '2026-05-10 00:00:00.000Z', validTo: '2026-05-10 00:00:00.000Z' },
      expected: { validFrom: '2026-05-11', validTo: '2026-05-11' },
    },
    {
      name: 'a line without a start runs 29 days past the day after its end',
      source: { validFrom: '', validTo: '2026-12-31 00:00:00.000Z' },
      expected: { validFrom: '2027-01-01', validTo: '2027-01-30' },
    },
    {
      name: 'an open-ended line starts today and stays open-ended',
      source: { validFrom: '2026-01-01 00:00:00.000Z', validTo: '' },
      expected: { validFrom: '2026-11-22', validTo: '' },
    },
    {
      name: 'a line ending before it starts never gets a negative length',
      source: { validFrom: '2026-05-31 00:00:00.000Z', validTo: '2026-05-01 00:00:00.000Z' },
      expected: { validFrom: '2026-05-02', validTo: '2026-05-02' },
    },
  ])('$name', ({ source, expected }) => {
    expect(suggestedValidity(source, '2026-11-22')).toEqual(expected);
  });
});
