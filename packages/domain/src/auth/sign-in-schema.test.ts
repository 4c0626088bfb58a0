import { describe, expect, it } from 'vitest';
import { signInSchema } from './sign-in-schema.ts';

describe('signInSchema', () => {
  it.each([
    [
      'normalises the email and defaults remember to on',
      { email: '  Super@Golfo.TEST ', password: 'RumboDemo2026' },
      { email: 'super@golfo.test', password: 'RumboDemo2026', remember: true },
    ],
    [
      'keeps remember off',
      { email: 'a@b.mx', password: 'x', remember: false },
      { email: 'a@b.mx', password: 'x', remember: false },
    ],
    [
      'keeps the password as typed',
      { email: 'a@b.mx', password: '  spaced  ' },
      { email: 'a@b.mx', password: '  spaced  ', remember: true },
    ],
  ])('%s', (_name, input, expected) => {
    expect(signInSchema.parse(input)).toEqual(expected);
  });

  it.each([
    ['blank email', { email: '   ', password: 'x' }, 'email', 'Cannot be blank.'],
    ['missing email', { password: 'x' }, 'email', 'Cannot be blank.'],
    [
      'malformed email',
      { email: 'not-an-email', password: 'x' },
      'email',
      'Must be a valid email address.',
    ],
    ['empty password', { email: 'a@b.mx', password: '' }, 'password', 'Cannot be blank.'],
    ['missing password', { email: 'a@b.mx' }, 'password', 'Cannot be blank.'],
    [
      'non-boolean remember',
      { email: 'a@b.mx', password: 'x', remember: 'yes' },
      'remember',
      undefined,
    ],
  ])('rejects %s', (_name, input, field, message) => {
    const result = signInSchema.safeParse(input);
    expect(result.success).toBe(false);
    const issue = result.error?.issues.find((i) => i.path[0] === field);
    expect(issue).toBeDefined();
    if (message) expect(issue?.message).toBe(message);
  });
});
