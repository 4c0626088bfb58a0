import type { DataSource } from '../repository/repository-types.ts';

/**
 * Rows per page of a list read from the server as it scrolls: a screen and a half on a tall
 * monitor, a few tens of kilobytes with the list's fields only.
 */
export const LIST_PAGE_SIZE = 100;

/** One part of a list as the server counts it and sends its first page. */
export type ListSegmentHead<Row> = { total: number; firstPage: readonly Row[] };

/**
 * The start of a list: from the server, each segment's count and first page (the other pages
 * are read as they scroll into view); from the browser's copy (server unreachable, demo data),
 * every row at once, already filtered and sorted. `key` names the request the rows answer, so
 * pages read later belong to the same one.
 */
export type ListHead<Row> =
  | { source: Extract<DataSource, 'remote'>; key: string; segments: readonly ListSegmentHead<Row>[] }
  | { source: Extract<DataSource, 'local'>; key: string; rows: readonly Row[] };

/** A page of one segment; page 1 comes with the head. */
export type PageRef = { segment: number; page: number };

/** How many rows the list has. */
export function headCount(head: ListHead<unknown>): number {
  if (head.source === 'local') return head.rows.length;
  return head.segments.reduce((sum, segment) => sum + segment.total, 0);
}

/** Where row `index` of the whole list sits: its segment, page (from 1) and place in the page. */
export function locateRow(
  head: ListHead<unknown>,
  index: number,
): (PageRef & { offset: number }) | null {
  if (head.source === 'local' || index < 0) return null;
  let start = 0;
  for (const [segment, { total }] of head.segments.entries()) {
    if (index < start + total) {
      const inSegment = index - start;
      const page = Math.floor(inSegment / LIST_PAGE_SIZE) + 1;
      return { segment, page, offset: inSegment % LIST_PAGE_SIZE };
    }
    start += total;
  }
  return null;
}

/** The pages after the first ones that rows `start` to `end` (both included) fall on, in order. */
export function pagesForRange(head: ListHead<unknown>, start: number, end: number): PageRef[] {
  if (head.source === 'local') return [];
  const refs: PageRef[] = [];
  let segmentStart = 0;
  for (const [segment, { total }] of head.segments.entries()) {
    const from = Math.max(start, segmentStart) - segmentStart;
    const to = Math.min(end, segmentStart + total - 1) - segmentStart;
    const firstPage = Math.max(2, Math.floor(from / LIST_PAGE_SIZE) + 1);
    const lastPage = Math.floor(to / LIST_PAGE_SIZE) + 1;
    for (let page = firstPage; from <= to && page <= lastPage; page += 1)
      refs.push({ segment, page });
    segmentStart += total;
  }
  return refs;
}
