import type PocketBase from 'pocketbase';
import {
  BUSINESS_TIME_ZONE,
  filterReportFacts,
  reportCounts,
  reportFilterOptions,
  SHIPMENT_MODES,
  summarizeReport,
  toReportFact,
  type ReportFilters,
  type ShipmentListSource,
} from '@rumbo/domain';

// Written out rather than taken from the domain's FIGURE_PATHS: the tests pin the addresses.
export const REPORT_PATH = '/api/rumbo/reports';
export const REPORT_SHIPMENTS_PATH = '/api/rumbo/reports/shipments';
export const HOME_PATH = '/api/rumbo/home';
export const HOME_WEEK_PATH = '/api/rumbo/home/week';

/**
 * Every shipment the client may list, whole, of the three modes in the lists' order (as the
 * web app held them before the server computed the figures), each with its `mode`.
 */
export async function wholeShipments(pb: PocketBase): Promise<ShipmentListSource[]> {
  const lists = await Promise.all(
    SHIPMENT_MODES.map(async (mode) => {
      const records = await pb
        .collection(`shipments_${mode}`)
        .getFullList({ sort: '-created,-id', batch: 500 });
      return records.map((record) => ({ ...record, mode }) as ShipmentListSource);
    }),
  );
  return lists.flat();
}

/** The reports page's figures as the browser computed them (use-report-data.ts) at `asOf`. */
export function browserReport(
  records: readonly ShipmentListSource[],
  filters: ReportFilters,
  asOf: string,
) {
  const facts = records.map((record) => toReportFact(record, new Date(asOf)));
  const filtered = filterReportFacts(facts, filters, BUSINESS_TIME_ZONE);
  const summary = summarizeReport(filtered, filters, { timeZone: BUSINESS_TIME_ZONE });
  return {
    facts,
    summary,
    answer: {
      asOf,
      total: facts.length,
      summary: reportCounts(summary),
      options: reportFilterOptions(facts),
    },
  };
}

/** The report's address parameters of a set of filters (what the web app sends). */
export function reportQuery(filters: Partial<ReportFilters>): Record<string, string> {
  const query: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    if (key === 'modes') {
      if ((value as string[]).length > 0) query.mode = (value as string[]).join(',');
    } else if (value) query[key] = String(value);
  }
  return query;
}

/** The 400 answer's `data` of a failed SDK call (throws when it did not fail with 400). */
export async function badRequestData(call: Promise<unknown>): Promise<Record<string, unknown>> {
  try {
    await call;
  } catch (error) {
    const { status, response } = error as {
      status: number;
      response: { data: Record<string, unknown>; code: number };
    };
    if (status !== 400 || response.code !== 400) throw error;
    return response.data;
  }
  throw new Error('expected the call to fail with 400');
}
