import {
  foldSearchText,
  marginRuleProblem,
  type MarginRule,
  type MarginRules,
} from '@rumbo/domain';
import type { TFunction } from 'i18next';
import { ClientResponseError } from 'pocketbase';
import { serverFieldText } from '#i18n/server-errors.ts';

export const RULE_CURRENCIES = ['USD', 'MXN'] as const;
export type RuleCurrency = (typeof RULE_CURRENCIES)[number];

export type QuoteRuleValues = {
  kind: 'none' | MarginRule['kind'];
  value: string;
  currency: RuleCurrency;
};

export type ChargeRuleValues = {
  /** The row's key while it is edited (rows come and go). */
  key: string;
  charge: string;
  kind: MarginRule['kind'];
  value: string;
};

/** The margin rules as the form holds them: what was typed, kept as typed. */
export type MarginRulesValues = { quote: QuoteRuleValues; charges: ChargeRuleValues[] };

let rowCount = 0;

/** A key for a charge rule row the form did not have before. */
export function newRowKey(): string {
  rowCount += 1;
  return `charge-rule-${rowCount}`;
}

const valueText = (value: number) => String(value);

/** The form's values for the company's stored rules. */
export function marginRulesValues(rules: MarginRules): MarginRulesValues {
  const currency = rules.quote?.currency === 'MXN' ? 'MXN' : 'USD';
  return {
    quote: rules.quote
      ? { kind: rules.quote.kind, value: valueText(rules.quote.value), currency }
      : { kind: 'none', value: '', currency },
    charges: rules.charges.map((rule) => ({
      key: newRowKey(),
      charge: rule.charge,
      kind: rule.kind,
      value: valueText(rule.value),
    })),
  };
}

/** A typed amount (a decimal comma read as a point), or NaN when it is not a number. */
export function readAmount(text: string): number {
  const clean = text.trim().replace(',', '.');
  return clean === '' || !/^-?\d*(\.\d+)?$/.test(clean) ? Number.NaN : Number(clean);
}

/** The rules the form's values say, as the company record stores them. */
export function marginRulesOfValues(values: MarginRulesValues): MarginRules {
  const { quote } = values;
  return {
    charges: values.charges.map((rule) => ({
      charge: rule.charge.trim(),
      kind: rule.kind,
      value: readAmount(rule.value),
    })),
    quote:
      quote.kind === 'none'
        ? null
        : quote.kind === 'fixed'
          ? { kind: 'fixed', value: readAmount(quote.value), currency: quote.currency }
          : { kind: 'percent', value: readAmount(quote.value) },
  };
}

type Errors = Record<string, string>;

function valueError(text: string, kind: MarginRule['kind'], t: TFunction): string | null {
  if (text.trim() === '') return t('quoteSettings.margins.errors.required');
  const value = readAmount(text);
  if (Number.isNaN(value)) return t('quoteSettings.margins.errors.number');
  const problem = marginRuleProblem({ kind, value });
  return problem ? t(`quoteSettings.margins.errors.${problem}`) : null;
}

/** The form's own checks, by the domain's rule: a value per rule, each charge named once. */
export function validateMarginRules(values: MarginRulesValues, t: TFunction): Errors {
  const errors: Errors = {};
  if (values.quote.kind !== 'none') {
    const error = valueError(values.quote.value, values.quote.kind, t);
    if (error) errors['quote.value'] = error;
  }
  // Quotes find a charge's rule by its name without case or accents: two such names clash.
  const seen = new Set<string>();
  values.charges.forEach((rule, index) => {
    const name = foldSearchText(rule.charge.trim());
    if (name === '' || seen.has(name))
      errors[`charges.${index}.charge`] = t('quoteSettings.margins.errors.charge');
    seen.add(name);
    const error = valueError(rule.value, rule.kind, t);
    if (error) errors[`charges.${index}.value`] = error;
  });
  return errors;
}

const CODE_KEYS: Record<string, string> = {
  validation_margin_percentRange: 'percentRange',
  validation_margin_negative: 'negative',
  validation_margin_currency: 'currency',
  validation_margin_charge: 'charge',
  validation_margin_shape: 'shape',
  validation_margin_rules: 'shape',
};

function fieldText(detail: { code?: unknown }, t: TFunction): string {
  const key = typeof detail.code === 'string' ? CODE_KEYS[detail.code] : undefined;
  return key
    ? t(`quoteSettings.margins.errors.${key}` as 'quoteSettings.margins.errors.shape')
    : serverFieldText(detail);
}

const isDetail = (value: unknown): value is { code: unknown; message: unknown } =>
  typeof value === 'object' && value !== null && 'code' in value && 'message' in value;

/**
 * Where the server's refusal of the rules belongs in the form: `marginRules.charges.{n}.value`
 * and the like become the fields `charges.{n}.value`; a refusal of the whole (its shape) goes
 * on `form`. Empty when the refusal is not about the rules.
 */
export function marginRuleServerErrors(error: unknown, t: TFunction): Errors {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return {};
  const data = (error.response?.data ?? {}) as { marginRules?: unknown };
  const errors: Errors = {};
  const walk = (node: unknown, path: string) => {
    if (isDetail(node)) errors[path || 'form'] = fieldText(node, t);
    else if (typeof node === 'object' && node !== null)
      for (const [key, child] of Object.entries(node)) walk(child, path ? `${path}.${key}` : key);
  };
  walk(data.marginRules, '');
  return errors;
}
