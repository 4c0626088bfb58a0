import { pb } from '#lib/pocketbase.ts';
import type { RepositoryCollection, StoredRecord } from '../repository/repository-types.ts';
import { markOnline } from '../sync/sync-engine.ts';
import { LIST_PAGE_SIZE, type ListSegmentHead, type PageRef } from './paged-list.ts';

/** One part of a list request: the server's filter and sort for it. */
export type RemoteSegment = { filter: string; sort: string };

/**
 * A list as the server is asked for it: its segments one after the other (most lists have one;
 * a sort that must put empty values last in both directions has two), the text search every
 * segment shares (`?search=`, answered by the server's index), and the fields a row needs.
 */
export type RemoteListRequest = {
  collection: RepositoryCollection;
  segments: readonly RemoteSegment[];
  search: string;
  fields: string;
};

// SPEC §7: full lists are fetched in batches of 500; an export reads the list that way.
const EXPORT_BATCH = 500;
const PARALLEL_PAGES = 3;

type Fetch = {
  signal?: AbortSignal;
  /** Hears the records as the server sent them (to keep whole ones in the browser's copy). */
  onRecords?: (records: StoredRecord[]) => void;
};

function requestPage(
  request: RemoteListRequest,
  segment: number,
  page: number,
  { perPage = LIST_PAGE_SIZE, skipTotal, signal }: Fetch & { perPage?: number; skipTotal: boolean },
) {
  const { filter, sort } = request.segments[segment]!;
  return pb.collection(request.collection).getList<StoredRecord>(page, perPage, {
    ...(filter ? { filter } : {}),
    ...(sort ? { sort } : {}),
    ...(request.search.trim() ? { search: request.search } : {}),
    fields: request.fields,
    skipTotal,
    requestKey: null,
    signal,
  });
}

/** Each segment's count and first page, asked at once. */
export async function fetchRemoteHead<Row>(
  request: RemoteListRequest,
  toRow: (record: StoredRecord) => Row,
  { signal, onRecords }: Fetch = {},
): Promise<ListSegmentHead<Row>[]> {
  const answers = await Promise.all(
    request.segments.map((_, segment) => requestPage(request, segment, 1, { skipTotal: false, signal })),
  );
  markOnline();
  onRecords?.(answers.flatMap((answer) => answer.items));
  return answers.map((answer) => ({ total: answer.totalItems, firstPage: answer.items.map(toRow) }));
}

/** One later page of one segment. */
export async function fetchRemotePage<Row>(
  request: RemoteListRequest,
  { segment, page }: PageRef,
  toRow: (record: StoredRecord) => Row,
  { signal, onRecords }: Fetch = {},
): Promise<Row[]> {
  const answer = await requestPage(request, segment, page, { skipTotal: true, signal });
  markOnline();
  onRecords?.(answer.items);
  return answer.items.map(toRow);
}

/**
 * Every row of the list, in order, in batches of 500 (a few at once), for an export: `totals`
 * are the segments' counts from the head, `onProgress` hears how many rows are in.
 */
export async function fetchAllRemoteRows<Row extends { id: string }>(
  request: RemoteListRequest,
  totals: readonly number[],
  toRow: (record: StoredRecord) => Row,
  { signal, onProgress }: Fetch & { onProgress?: (loaded: number) => void } = {},
): Promise<Row[]> {
  const jobs = totals.flatMap((total, segment) =>
    Array.from({ length: Math.ceil(total / EXPORT_BATCH) }, (_, index) => ({ segment, page: index + 1 })),
  );
  const pages: Row[][] = new Array(jobs.length);
  let loaded = 0;
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const job = next++;
      const { segment, page } = jobs[job]!;
      const answer = await requestPage(request, segment, page, {
        perPage: EXPORT_BATCH,
        skipTotal: true,
        signal,
      });
      pages[job] = answer.items.map(toRow);
      loaded += answer.items.length;
      onProgress?.(loaded);
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_PAGES, jobs.length) }, worker));
  markOnline();
  // A record created while the pages were read pushes the later ones down by one: seen twice.
  return [...new Map(pages.flat().map((row) => [row.id, row])).values()];
}

/** How many records a filter lets through, without reading them. */
export async function countRemote(
  collection: RepositoryCollection,
  filter: string,
  { signal }: Fetch = {},
): Promise<number> {
  const answer = await pb.collection(collection).getList(1, 1, {
    ...(filter ? { filter } : {}),
    fields: 'id',
    requestKey: null,
    signal,
  });
  markOnline();
  return answer.totalItems;
}
