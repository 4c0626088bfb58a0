import type { SyntheticEvent } from 'react';
import { clickedIndex } from './chart-data.ts';

type ChartState = { activeTooltipIndex?: unknown };

/**
 * Click handlers that open the row a click lands on: on a bar itself (recharts hands it the
 * bar's index), and anywhere in a row's band (the chart's active tooltip index, known once the
 * pointer has moved there). One click on a bar reaches both; it opens the row once.
 */
export function drillClicks<Row>(rows: readonly Row[], open: (row: Row) => void) {
  let handled: Event | null = null;
  const openAt = (index: unknown, event: SyntheticEvent | undefined) => {
    const native = event?.nativeEvent ?? null;
    if (native !== null && native === handled) return;
    const at = clickedIndex(index, rows.length);
    if (at === null) return;
    handled = native;
    open(rows[at]!);
  };
  return {
    onBarClick: (_data: unknown, index: number, event?: SyntheticEvent) => openAt(index, event),
    onChartClick: (state: ChartState, event?: SyntheticEvent) =>
      openAt(state.activeTooltipIndex, event),
  };
}
