import type { QuoteState } from '@rumbo/domain';

/**
 * The colour of a quote's state badge (issue 38), wherever a quote shows it: light badges in
 * colours whose text reaches 4.5:1 on their tint, also over a row's hover grey (status-color.ts).
 */
export const QUOTE_STATE_COLORS: Readonly<Record<QuoteState, string>> = {
  draft: 'gray',
  sent: 'blue',
  accepted: 'grape',
  rejected: 'red',
  expired: 'pink',
};
