import { describe, expect, it } from 'vitest';
import { redirectTarget } from './redirect-target.ts';

const from = (pathname: string, search = '', hash = '') => ({ from: { pathname, search, hash } });

describe('redirectTarget', () => {
  it.each([
    { name: 'no state', state: null, target: '/dashboard' },
    { name: 'state without from', state: {}, target: '/dashboard' },
    { name: 'a protected page', state: from('/dashboard/partners'), target: '/dashboard/partners' },
    {
      name: 'a page with query and hash',
      state: from('/dashboard/shipments/air', '?open=abc', '#docs'),
      target: '/dashboard/shipments/air?open=abc#docs',
    },
    { name: 'the login page itself', state: from('/login'), target: '/dashboard' },
    { name: 'a protocol-relative URL', state: from('//evil.example'), target: '/dashboard' },
  ])('sends $name to $target', ({ state, target }) => {
    expect(redirectTarget(state)).toBe(target);
  });
});
