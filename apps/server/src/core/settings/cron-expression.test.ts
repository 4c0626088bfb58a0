import { describe, expect, it } from 'vitest';
import { cronerPattern, isCronExpression } from './cron-expression.ts';

describe('isCronExpression', () => {
  it.each([
    '0 3 * * *',
    '*/15 * * * *',
    '0 0 1,15 * 1-5',
    '5-10/2 0 * 12 0',
    '5/1 * * * *',
    '@daily',
    '@hourly',
    '@midnight',
  ])('accepts %s', (expression) => expect(isCronExpression(expression)).toBe(true));

  // As PocketBase: five fields split at single spaces, numbers only, a step only after `*` or a
  // range and never above the field's maximum.
  it.each([
    '',
    '* * * *',
    '* * * * * *',
    '60 * * * *',
    '0 24 * * *',
    '0 0 0 * *',
    '0 0 * 13 *',
    '0 0 * * 7',
    '*/0 * * * *',
    '*/60 * * * *',
    '5/5 * * * *',
    '0  3 * * *',
    ' 0 3 * * *',
    '0 0 * * MON',
    '0 0 L * *',
    '@often',
    '@reboot',
    'a b c d e',
    '5-1 * * * *',
  ])('refuses %j', (expression) => expect(isCronExpression(expression)).toBe(false));
});

describe('cronerPattern', () => {
  it('spells every field as the explicit values PocketBase would match', () => {
    expect(cronerPattern('*/15 * * * *')).toBe('0,15,30,45 * * * *');
    expect(cronerPattern('5-10/2 0 * 12 0')).toBe('5,7,9 0 * 12 0');
    expect(cronerPattern('5/1 1,2 * * 1-5')).toBe('5 1,2 * * 1,2,3,4,5');
    expect(cronerPattern('@weekly')).toBe('0 0 * * 0');
  });

  it('is null for what PocketBase refuses', () => {
    expect(cronerPattern('5/5 * * * *')).toBeNull();
  });
});
