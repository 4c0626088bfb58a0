import { describe, expect, it } from 'vitest';
import type { FilterOperator } from '@rumbo/domain';
import { foldComparison } from './constant-folding.ts';
import { columnOperand, constantOperand } from './resolved-operand.ts';
import { rawSql } from './sql-fragment.ts';

const c = constantOperand;

describe('foldComparison', () => {
  it.each([
    [c('rumbo_admin'), '=', c('rumbo_admin'), true],
    [c('staff'), '=', c('rumbo_admin'), false],
    [c('staff'), '!=', c('rumbo_admin'), true],
    [c(''), '=', c(null), true],
    [c(undefined), '!=', c(''), false],
    [c('abc'), '=', c(''), false],
    [c('abc'), '!=', c(null), true],
    [c(1), '=', c(1n), true],
    [c(0), '=', c(1), false],
    [c('x'), '?=', c('x'), true],
  ] as const)('%o %s %o → %s', (left, operator, right, expected) => {
    expect(foldComparison(left, operator as FilterOperator, right)).toBe(expected);
  });

  it.each([
    ['a field on one side', columnOperand(rawSql('"t"."a"')), '=', c('x')],
    ['an ordering operator', c('b'), '>', c('a')],
    ['a LIKE', c('abc'), '~', c('b')],
    ['text against a number', c('1'), '=', c(1)],
  ] as const)('leaves %s to SQL', (_label, left, operator, right) => {
    expect(foldComparison(left, operator as FilterOperator, right)).toBeNull();
  });
});
