import { describe, expect, it } from 'vitest';
import {
  CONTAINER_TYPE_CODES,
  containerTypeForAlias,
  isContainerTypeCode,
} from './container-type-codes.ts';

describe('isContainerTypeCode', () => {
  it.each(['22G1', '42G1', '45G1', 'L5G1', '22R1', '45R1', '22U1', '42P1', '22T1', '22V0'])(
    'accepts %s',
    (code) => {
      expect(isContainerTypeCode(code)).toBe(true);
    },
  );

  it.each(['40HC', '20GP', '22G', '22G1X', '02G1', '22X1', '22g1', ''])('rejects %j', (code) => {
    expect(isContainerTypeCode(code)).toBe(false);
  });

  it('accepts every code it offers', () => {
    expect(CONTAINER_TYPE_CODES.every((code) => isContainerTypeCode(code))).toBe(true);
  });
});

describe('containerTypeForAlias', () => {
  it.each([
    ['40HC', '45G1'],
    ["40' HC", '45G1'],
    ['20gp', '22G1'],
    ['40-RF', '45R1'],
    ['20OT', '22U1'],
    ['53HC', undefined],
    ['', undefined],
  ])('%j → %j', (name, expected) => {
    expect(containerTypeForAlias(name)).toBe(expected);
  });
});
