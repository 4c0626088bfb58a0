import { describe, expect, it } from 'vitest';
import { isCronExpression } from './cron-expression.ts';

describe('isCronExpression', () => {
  it.each(['0 3 * * *', '*/15 * * * *', '0 0 1,15 * 1-5', '5-10/2 0 * 12 0', '@daily', '@hourly'])(
    'accepts %s',
    (expression) => expect(isCronExpression(expression)).toBe(true),
  );

  it.each([
    '',
    '* * * *',
    '60 * * * *',
    '0 24 * * *',
    '0 0 0 * *',
    '0 0 * 13 *',
    '0 0 * * 7',
    '*/0 * * * *',
    '@often',
    'a b c d e',
    '5-1 * * * *',
  ])('refuses %j', (expression) => expect(isCronExpression(expression)).toBe(false));
});
