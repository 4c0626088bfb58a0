import { describe, expect, it } from 'vitest';
import {
  formatBytes,
  formatCompact,
  formatCount,
  formatMoney,
  formatNumber,
  formatPercent,
} from './format-numbers.ts';

describe('formatMoney: one way, code first', () => {
  it.each([
    ['MXN', 12500, 'MXN', 'MXN 12,500.00'],
    ['USD', 1800, 'USD', 'USD 1,800.00'],
    ['negative', -300, 'USD', '-USD 300.00'],
    ['zero', 0, 'MXN', 'MXN 0.00'],
    ['cents rounded', 2025.505, 'USD', 'USD 2,025.51'],
    ['lower case code', 10, ' usd ', 'USD 10.00'],
    ['a currency without cents', 1500, 'JPY', 'JPY 1,500'],
    ['no currency', 12500, '', '12,500.00'],
    ['text that is no code', 12500, 'Pesos', 'Pesos 12,500.00'],
    ['millions', 1234567.891, 'EUR', 'EUR 1,234,567.89'],
  ])('%s', (_name, amount, currency, expected) => {
    expect(formatMoney(amount, currency)).toBe(expected);
  });

  it('never writes the $ sign, which MXN and USD share', () => {
    expect(formatMoney(1, 'MXN')).not.toContain('$');
    expect(formatMoney(1, 'USD')).not.toContain('$');
  });

  it('breaks after the code with a plain space', () => {
    expect(formatMoney(1, 'MXN')).toBe('MXN 1.00');
    expect(formatMoney(1, 'MXN', 'es-MX')).toBe('MXN 1.00');
  });

  it.each([[Number.NaN], [Number.POSITIVE_INFINITY]])('shows nothing for %s', (amount) => {
    expect(formatMoney(amount, 'MXN')).toBe('');
  });
});

describe('numbers', () => {
  it.each([
    [formatNumber(1234.5678, { maxDecimals: 3 }), '1,234.568'],
    [formatNumber(2, { maxDecimals: 3 }), '2'],
    [formatNumber(1.5, { minDecimals: 2 }), '1.50'],
    [formatNumber(Number.NaN), ''],
    [formatCount(12345), '12,345'],
    [formatCount(12345.6), '12,346'],
    [formatPercent(0.147496), '14.7%'],
    [formatPercent(1), '100%'],
    [formatPercent(Number.NaN), ''],
    [formatCompact(12500), '12.5k'],
    [formatCompact(950), '950'],
    [formatBytes(512), '512 B'],
    [formatBytes(1536), '1.5 KB'],
    [formatBytes(48.25 * 1024 * 1024), '48.3 MB'],
    [formatBytes(-1), ''],
  ])('%j', (actual, expected) => {
    expect(actual).toBe(expected);
  });
});
