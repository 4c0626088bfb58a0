// The domain's filter rules, as the package exports them (see ../index.ts).
export {
  baseOperator,
  FILTER_MODIFIERS,
  FILTER_OPERATORS,
  isAnyOperator,
  type FilterBaseOperator,
  type FilterComparison,
  type FilterIdentifier,
  type FilterLogical,
  type FilterModifier,
  type FilterNode,
  type FilterNumber,
  type FilterOperand,
  type FilterOperator,
  type FilterText,
} from './filter-ast.ts';
export { FilterSyntaxError } from './filter-syntax-error.ts';
export { tokenizeFilter, type FilterToken, type FilterTokenType } from './filter-tokenizer.ts';
export { parseFilterIdentifier } from './filter-identifier.ts';
export { parseFilter } from './filter-parser.ts';
export { parseSort, type SortDirection, type SortItem } from './sort-parser.ts';
export {
  DATETIME_MACROS,
  datetimeMacroValue,
  isDatetimeMacro,
  type DatetimeMacro,
} from './datetime-macros.ts';
export { afterKeyFilter, keysetPages, type KeysetOrder } from './keyset-pages.ts';
