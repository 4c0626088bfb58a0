// The domain's quote rules (issue 38, decision 075), as the package exports them (see ../index.ts).
export { fromCents, marginOf, roundCents, toCents } from './quote-money.ts';
export {
  MARGIN_RULE_PROBLEMS,
  marginRuleProblem,
  priceLines,
  type MarginLineInput,
  type MarginRule,
  type MarginRuleProblem,
  type MarginRules,
  type MarginSource,
  type PricedLine,
} from './quote-margin.ts';
export {
  IVA_RATES,
  defaultIvaRate,
  isFreightCharge,
  isInternationalLane,
  type IvaRate,
  type QuoteRoute,
} from './quote-taxes.ts';
export {
  quoteTotals,
  type QuoteAmountLine,
  type QuoteCurrencyTotal,
  type QuoteTotals,
} from './quote-totals.ts';
export {
  EXCHANGE_RATE_MAX_AGE_DAYS,
  convertAmount,
  exchangeRateOn,
  parseFixFile,
  type ExchangeRate,
  type FixFileResult,
} from './exchange-rates.ts';
export { QUOTE_CODE_PREFIX, formatQuoteCode, nextQuoteCode, parseQuoteCode } from './quote-code.ts';
export {
  canMoveQuote,
  editStartsNewVersion,
  isQuoteEditable,
  isQuoteExpired,
  quoteExpiresAt,
} from './quote-state.ts';
export {
  QUOTE_CARGO_KINDS,
  laneCargo,
  quoteCargoMeasures,
  type QuoteCargoInput,
  type QuoteCargoMeasures,
} from './quote-cargo.ts';
export {
  proposeQuoteOptions,
  type ProposalQuery,
  type ProposedOption,
  type QuoteOptionLine,
} from './quote-proposal.ts';
export {
  QUOTE_PROBLEM_CODES,
  quoteHeadProblems,
  quoteLineProblems,
  type QuoteHeadDraft,
  type QuoteHeadProblem,
  type QuoteLineDraft,
  type QuoteLineProblem,
  type QuoteProblemCode,
} from './quote-problems.ts';
export { shipmentFromQuote, type AcceptedQuote } from './shipment-from-quote.ts';
export {
  quoteRecipientIds,
  quoteRecipients,
  type QuoteRecipientProblem,
  type QuoteRecipients,
} from './quote-recipients.ts';
export {
  QUOTE_REPORT_TOP,
  quoteReport,
  quoteReportDay,
  type QuoteClientFigures,
  type QuoteFigures,
  type QuoteGroups,
  type QuoteLaneFigures,
  type QuoteOthersFigures,
  type QuotePeriod,
  type QuoteReport,
  type QuoteReportSource,
} from './quote-report.ts';
