import { describe, expect, it } from 'vitest';
import { trackingLinkStatus, trackingLinkUrl } from './tracking-link-status.ts';

const NOW = new Date('2026-03-10T12:00:00.000Z');

describe('trackingLinkStatus', () => {
  it.each([
    ['no expiry', { revoked: false, expiresAt: '' }, 'active'],
    ['expiry to come', { revoked: false, expiresAt: '2026-03-10 12:00:00.001Z' }, 'active'],
    ['expiry to come, ISO', { revoked: false, expiresAt: '2026-04-01T00:00:00Z' }, 'active'],
    [
      'expiry reached this very moment',
      { revoked: false, expiresAt: '2026-03-10 12:00:00.000Z' },
      'expired',
    ],
    ['expiry past', { revoked: false, expiresAt: '2026-03-01 08:00:00.000Z' }, 'expired'],
    ['revoked, no expiry', { revoked: true, expiresAt: '' }, 'revoked'],
    [
      'revoked before it expired',
      { revoked: true, expiresAt: '2026-04-01 00:00:00.000Z' },
      'revoked',
    ],
    ['revoked and expired', { revoked: true, expiresAt: '2026-03-01 00:00:00.000Z' }, 'revoked'],
    ['unreadable expiry', { revoked: false, expiresAt: 'soon' }, 'active'],
  ] as const)('%s → %s', (_case, link, status) => {
    expect(trackingLinkStatus(link, NOW)).toBe(status);
  });
});

describe('trackingLinkUrl', () => {
  it.each([
    [
      'https://rumbo.example',
      'abcDEF0123456789_-abcDEF01234567',
      'https://rumbo.example/t/abcDEF0123456789_-abcDEF01234567',
    ],
    ['http://127.0.0.1:8131', 'tok', 'http://127.0.0.1:8131/t/tok'],
    ['https://rumbo.example/', 'tok', 'https://rumbo.example/t/tok'],
    ['https://rumbo.example', 'a/b?c', 'https://rumbo.example/t/a%2Fb%3Fc'],
  ])('%s + %s → %s', (origin, token, url) => {
    expect(trackingLinkUrl(origin, token)).toBe(url);
  });
});
