import { SHIPMENT_MODES, type ShipmentMode } from '@rumbo/domain';
import { pb } from '#lib/pocketbase.ts';
import type { StoredRecord } from '../local/local-database.ts';
import { scopeFilter } from '../record-scope.ts';
import type { RepositoryScope } from '../repository-types.ts';
import { shipmentCollection } from '../shipments/shipment-collection.ts';
import { SHIPMENTS_SORT } from '../shipments/shipments-query.ts';
import { reportFields } from './report-fields.ts';

// SPEC §7: full lists are fetched in batches of 500.
const PAGE_SIZE = 500;
// Pages in flight at once over the three modes: enough to keep the connection busy while the
// browser reads the previous answers, few enough not to queue behind each other on the server.
const PARALLEL_PAGES = 4;

export type RemotePage = { mode: ShipmentMode; items: StoredRecord[] };

export type RemotePagesInput = {
  modes?: readonly ShipmentMode[];
  scope: RepositoryScope | undefined;
  signal: AbortSignal;
  /** Called once, when the first pages of every mode are in: how many shipments there are. */
  onTotal: (total: number) => void;
  /** Called for each page as it arrives (any order between modes). */
  onPage: (page: RemotePage) => void;
};

/**
 * Reads the shipments of the given modes from the server with only the fields a report reads
 * (`reportFields`): the first page of every mode at once (with the counts), then the other
 * pages, PARALLEL_PAGES at a time. Records created while reading shift the later pages: a mode
 * whose last counted page came back full is read on until a page is not. A failed page fails
 * the whole read.
 */
export async function readRemoteReportPages(input: RemotePagesInput): Promise<void> {
  const modes = input.modes ?? SHIPMENT_MODES;
  const firsts = await Promise.all(modes.map((mode) => requestPage(mode, 1, input, false)));
  input.onTotal(firsts.reduce((sum, first) => sum + Math.max(first.totalItems, first.items.length), 0));
  const rest: (() => Promise<void>)[] = [];
  modes.forEach((mode, index) => {
    const first = firsts[index]!;
    input.onPage({ mode, items: first.items });
    for (let page = 2; page <= first.totalPages; page++) {
      const isLast = page === first.totalPages;
      rest.push(() => readPage(mode, page, input, isLast));
    }
    if (first.totalPages <= 1 && first.items.length === PAGE_SIZE)
      rest.push(() => readPage(mode, 2, input, true));
  });
  await runPool(rest, PARALLEL_PAGES);
}

/** One page; the last counted one, when full, is followed by the next until one is not. */
async function readPage(
  mode: ShipmentMode,
  page: number,
  input: RemotePagesInput,
  followsOn: boolean,
): Promise<void> {
  const answer = await requestPage(mode, page, input, true);
  input.onPage({ mode, items: answer.items });
  if (followsOn && answer.items.length === PAGE_SIZE) await readPage(mode, page + 1, input, true);
}

function requestPage(mode: ShipmentMode, page: number, input: RemotePagesInput, skipTotal: boolean) {
  const filter = scopeFilter(input.scope);
  return pb.collection(shipmentCollection(mode)).getList<StoredRecord>(page, PAGE_SIZE, {
    fields: reportFields(mode),
    sort: SHIPMENTS_SORT,
    ...(filter ? { filter } : {}),
    skipTotal,
    requestKey: null,
    signal: input.signal,
  });
}

/** Runs the tasks with at most `size` at once; the first failure rejects and starts no more. */
async function runPool(tasks: (() => Promise<void>)[], size: number): Promise<void> {
  let next = 0;
  let failed = false;
  const worker = async () => {
    while (!failed && next < tasks.length) {
      try {
        await tasks[next++]!();
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, tasks.length) }, worker));
}
