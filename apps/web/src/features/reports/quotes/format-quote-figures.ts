import { formatPercent } from '@rumbo/domain';

/** A margin percent (0–100, as quotes keep it) as the report shows percentages. */
export function formatMarginPercent(percent: number): string {
  return formatPercent(percent / 100);
}
