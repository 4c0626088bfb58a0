import { useQueries, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import {
  headCount,
  LIST_PAGE_SIZE,
  locateRow,
  pagesForRange,
  type ListHead,
  type PageRef,
} from './paged-list.ts';

/** The query of one later page of the list whose head has `key`. */
export type PageQuery<Row, Key extends QueryKey> = (
  key: string,
  ref: PageRef,
) => UseQueryOptions<Row[], Error, Row[], Key>;

export type PagedRows<Row> = {
  /** How many rows the list has (the server's count). */
  count: number;
  /** Row `index` of the list, or undefined while its page is still on its way. */
  rowAt: (index: number) => Row | undefined;
  /** Every row read so far, in the list's order (rows of pages not read yet are left out). */
  loadedRows: () => Row[];
  /** The rows on screen (first and last index): their pages, and the next ones, are read. */
  showRange: (start: number, end: number) => void;
};

// Pages are asked for this many rows ahead of (and behind) what is on screen, so a steady
// scroll finds them there.
const READ_AHEAD = LIST_PAGE_SIZE / 2;

/**
 * The rows of a list read a page at a time as they scroll into view: the head (count and first
 * pages) comes from the caller's query; the pages the range on screen needs are queries of
 * their own (cached, refetched with the head when a change arrives).
 */
export function usePagedRows<Row, Key extends QueryKey>(
  head: ListHead<Row> | undefined,
  pageQuery: PageQuery<Row, Key>,
): PagedRows<Row> {
  const client = useQueryClient();
  const [range, setRange] = useState({ start: 0, end: 0 });
  const refs = useMemo(
    () => (head ? pagesForRange(head, range.start - READ_AHEAD, range.end + READ_AHEAD) : []),
    [head, range],
  );
  const pages = useQueries({
    queries: refs.map((ref) => pageQuery(head!.key, ref)),
    combine: pageData,
  });
  const shown = useMemo(
    () => new Map(refs.map((ref, index) => [refName(ref), pages[index]])),
    [refs, pages],
  );
  const pageAt = useCallback(
    (ref: PageRef): readonly Row[] | undefined => {
      if (!head || head.source === 'local') return undefined;
      if (ref.page === 1) return head.segments[ref.segment]?.firstPage;
      return shown.get(refName(ref)) ?? client.getQueryData(pageQuery(head.key, ref).queryKey);
    },
    [client, head, pageQuery, shown],
  );
  const rowAt = useCallback(
    (index: number): Row | undefined => {
      if (!head) return undefined;
      if (head.source === 'local') return head.rows[index];
      const place = locateRow(head, index);
      return place ? pageAt(place)?.[place.offset] : undefined;
    },
    [head, pageAt],
  );
  const loadedRows = useCallback((): Row[] => {
    if (!head) return [];
    if (head.source === 'local') return [...head.rows];
    return head.segments.flatMap(({ total }, segment) =>
      Array.from({ length: Math.ceil(total / LIST_PAGE_SIZE) }, (_, index) => [
        ...(pageAt({ segment, page: index + 1 }) ?? []),
      ]).flat(),
    );
  }, [head, pageAt]);
  const showRange = useCallback((start: number, end: number) => {
    setRange((current) =>
      current.start === start && current.end === end ? current : { start, end },
    );
  }, []);
  return { count: head ? headCount(head) : 0, rowAt, loadedRows, showRange };
}

function refName({ segment, page }: PageRef): string {
  return `${segment}:${page}`;
}

// Module-level, so TanStack keeps the combined result while no page changes.
function pageData<Row>(results: { data?: Row[] }[]): (Row[] | undefined)[] {
  return results.map((result) => result.data);
}
