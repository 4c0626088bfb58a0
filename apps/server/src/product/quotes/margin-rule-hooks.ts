import { marginRuleProblem, type MarginRule, type MarginRuleProblem } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import {
  fieldError,
  validationError,
  type ErrorData,
  type FieldError,
} from '../../tools/errors.ts';

const MESSAGES: Record<MarginRuleProblem | 'shape' | 'charge', string> = {
  percentRange: 'A percent margin goes from 0 up to, not including, 100.',
  negative: 'Must be zero or more.',
  currency: 'Must be USD or MXN.',
  shape: 'Must be a list of charge rules and one rule for the whole quote.',
  charge: 'Name the charge, once.',
};

const KINDS = ['percent', 'fixed'];
const CURRENCIES = ['USD', 'MXN'];

/**
 * A company's margin rules (decision 075) as stored: `{ charges: [{ charge, kind, value }],
 * quote: { kind, value, currency? } | null }`. Each rule is checked where it is, so the company
 * form can show the problem next to the rule: `marginRules.charges.{n}.value`, and so on.
 */
export function registerMarginRuleHooks(core: Core): void {
  const check = (input: Record<string, unknown>) => {
    if (!('marginRules' in input) || input.marginRules === null || input.marginRules === '')
      return input;
    const errors = marginRuleErrors(input.marginRules);
    if (errors) throw validationError({ marginRules: errors });
    return input;
  };
  core.hooks.onBeforeCreate(({ collection, input }) =>
    collection.name === 'companies' ? check(input) : input,
  );
  core.hooks.onBeforeUpdate(({ collection, input }) =>
    collection.name === 'companies' ? check(input) : input,
  );
}

function marginRuleErrors(value: unknown): ErrorData | FieldError | null {
  const shape = () => ({ code: 'validation_margin_rules', message: MESSAGES.shape });
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return shape();
  const { charges = [], quote = null } = value as { charges?: unknown; quote?: unknown };
  if (!Array.isArray(charges)) return shape();
  const errors: ErrorData = {};
  const seen = new Set<string>();
  const charged: ErrorData = {};
  charges.forEach((rule, index) => {
    const name =
      typeof rule === 'object' && rule !== null ? (rule as { charge?: unknown }).charge : '';
    const key = typeof name === 'string' ? name.trim().toLowerCase() : '';
    const problem =
      key === '' || seen.has(key)
        ? { field: 'charge', code: 'charge' as const }
        : ruleProblem(rule, false);
    seen.add(key);
    if (problem) charged[String(index)] = fieldOf(problem);
  });
  if (Object.keys(charged).length > 0) errors.charges = charged;
  if (quote !== null) {
    const problem = ruleProblem(quote, true);
    if (problem) errors.quote = fieldOf(problem);
  }
  return Object.keys(errors).length > 0 ? errors : null;
}

type Problem = { field: string; code: MarginRuleProblem | 'shape' | 'charge' };

function ruleProblem(rule: unknown, isQuote: boolean): Problem | null {
  if (typeof rule !== 'object' || rule === null) return { field: 'kind', code: 'shape' };
  const { kind, value, currency } = rule as Record<string, unknown>;
  if (typeof kind !== 'string' || !KINDS.includes(kind)) return { field: 'kind', code: 'shape' };
  if (typeof value !== 'number') return { field: 'value', code: 'negative' };
  // A fixed amount for the whole quote says its currency; per charge it is the line's.
  if (isQuote && kind === 'fixed' && !CURRENCIES.includes(String(currency)))
    return { field: 'currency', code: 'currency' };
  const problem = marginRuleProblem({ kind, value } as MarginRule);
  return problem ? { field: 'value', code: problem } : null;
}

function fieldOf(problem: Problem): ErrorData {
  return {
    [problem.field]: fieldError(`validation_margin_${problem.code}`, MESSAGES[problem.code]),
  };
}
