import {
  BUSINESS_TIME_ZONE,
  filterReportFacts,
  reportFilterOptions,
  summarizeReport,
  type ReportFact,
  type ReportFilters,
  type ReportSummary,
} from '@rumbo/domain';
import { useMemo } from 'react';
import { useReportFacts } from '#data/reports/use-report-facts.ts';

/**
 * The report's facts (the company's shipments of the three modes; every company's for a
 * platform admin), the ones the filters keep, their summary and the filters' choices.
 */
export function useReportData(filters: ReportFilters) {
  const state = useReportFacts();
  const { facts } = state;
  const options = useMemo(() => reportFilterOptions(facts ?? []), [facts]);
  const filtered = useMemo(
    () => filterReportFacts(facts ?? [], filters, BUSINESS_TIME_ZONE),
    [facts, filters],
  );
  const summary = useMemo<ReportSummary | null>(
    () => (facts ? summarizeReport(filtered, filters, { timeZone: BUSINESS_TIME_ZONE }) : null),
    [facts, filtered, filters],
  );
  const byId = useMemo(() => new Map((facts ?? []).map((fact) => [fact.id, fact])), [facts]);
  return { state, facts: facts ?? EMPTY, filtered, summary, options, byId };
}

const EMPTY: ReportFact[] = [];
