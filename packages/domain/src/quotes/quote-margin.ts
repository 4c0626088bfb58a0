import { foldSearchText } from '../shipments/fold-search-text.ts';
import { fromCents, toCents } from './quote-money.ts';

/**
 * How a company turns a buy rate into a sell rate (issue 38, decision 075):
 * - `percent`: a gross margin on the sell amount, so the margin a quote shows equals the rule
 *   (`sell = buy / (1 − value/100)`; 15 % on 850 sells at 1,000);
 * - `fixed`: an amount added; per charge in the line's own currency, per quote in the rule's
 *   currency, spread over that currency's lines in proportion to their buy amounts.
 */
export type MarginRule = { kind: 'percent' | 'fixed'; value: number; currency?: string };

/** A company's rules: per charge (by name, compared without case or accents) and per quote. */
export type MarginRules = {
  charges: readonly ({ charge: string } & MarginRule)[];
  quote: MarginRule | null;
};

export type MarginLineInput = {
  charge: string;
  currency: string;
  buy: number;
  /** The sell amount a person typed over the rule's, or null to follow the rules. */
  sellOverride?: number | null;
};

export type MarginSource = 'override' | 'charge' | 'quote' | 'none';
export type PricedLine = { sell: number; source: MarginSource };

export const MARGIN_RULE_PROBLEMS = ['percentRange', 'negative', 'currency'] as const;
export type MarginRuleProblem = (typeof MARGIN_RULE_PROBLEMS)[number];

/** What is wrong with a rule, or null: percent from 0 up to (not including) 100, no negatives. */
export function marginRuleProblem(rule: MarginRule): MarginRuleProblem | null {
  if (!Number.isFinite(rule.value) || rule.value < 0) return 'negative';
  if (rule.kind === 'percent' && rule.value >= 100) return 'percentRange';
  if (rule.kind === 'fixed' && rule.currency !== undefined && !/^[A-Z]{3}$/.test(rule.currency))
    return 'currency';
  return null;
}

/** The sell amount of `buy` under a percent rule or a per-charge fixed rule, in cents. */
function applyCents(buyCents: number, rule: MarginRule): number {
  if (rule.kind === 'fixed') return buyCents + toCents(rule.value);
  return Math.round(buyCents / (1 - rule.value / 100));
}

/**
 * Sell amounts for a quote's lines, each with where it came from. A typed sell amount wins;
 * then the charge's rule; then the quote's. A fixed quote rule is shared out in its currency
 * (the last cent goes to the largest line, so the parts add up to the rule); lines of other
 * currencies sell at cost under it. Invalid rules are ignored (validated where they are set).
 */
export function priceLines(lines: readonly MarginLineInput[], rules: MarginRules): PricedLine[] {
  const byCharge = new Map(
    rules.charges
      .filter((rule) => marginRuleProblem(rule) === null)
      .map((rule) => [foldSearchText(rule.charge), rule] as const),
  );
  const quoteRule = rules.quote && marginRuleProblem(rules.quote) === null ? rules.quote : null;
  const priced: PricedLine[] = lines.map((line) => {
    const buy = toCents(line.buy);
    if (line.sellOverride !== null && line.sellOverride !== undefined)
      return { sell: toCents(line.sellOverride), source: 'override' };
    const rule = byCharge.get(foldSearchText(line.charge));
    if (rule) return { sell: applyCents(buy, rule), source: 'charge' };
    if (quoteRule?.kind === 'percent') return { sell: applyCents(buy, quoteRule), source: 'quote' };
    return { sell: buy, source: 'none' };
  });
  if (quoteRule?.kind === 'fixed') shareFixed(lines, priced, quoteRule);
  return priced.map((line) => ({ ...line, sell: fromCents(line.sell) }));
}

function shareFixed(lines: readonly MarginLineInput[], priced: PricedLine[], rule: MarginRule) {
  const currency = (rule.currency ?? '').toUpperCase();
  const open = priced
    .map((line, index) => ({ line, index }))
    .filter(({ line, index }) => line.source === 'none' && lines[index]!.currency === currency);
  if (open.length === 0) return;
  const buys = open.map(({ index }) => Math.max(0, toCents(lines[index]!.buy)));
  const totalBuy = buys.reduce((sum, buy) => sum + buy, 0);
  const extra = toCents(rule.value);
  let given = 0;
  open.forEach(({ line }, position) => {
    const share =
      totalBuy === 0
        ? Math.floor(extra / open.length)
        : Math.floor((extra * buys[position]!) / totalBuy);
    line.sell += share;
    line.source = 'quote';
    given += share;
  });
  const largest = buys.indexOf(Math.max(...buys));
  open[largest]!.line.sell += extra - given;
}
