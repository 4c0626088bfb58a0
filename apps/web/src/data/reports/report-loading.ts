import type { ReportFact } from '@rumbo/domain';

/** How far the first load of a report has come: shipments received of the server's count. */
export type ReportLoading = { loaded: number; total: number };

/**
 * Where a report's shipments came from: the server; the browser's copy while the server is
 * away; or demo data (`?seed`), which lives in the browser only.
 */
export type ReportSource = 'remote' | 'local' | 'demo';

export type ReportFacts = {
  facts: ReportFact[];
  source: ReportSource;
  /** ISO time the facts were read at: overdue and on-time milestones are as of then. */
  readAt: string;
};
