// The domain's report rules, as the package exports them (see ../index.ts).
export {
  REPORT_DATE_BASES,
  type ReportBucket,
  type ReportDateBasis,
  type ReportFact,
  type ReportFigure,
  type ReportFilters,
  type ReportMoney,
  type ReportSummary,
} from './report-types.ts';
export { toReportFact } from './to-report-fact.ts';
export { EMPTY_REPORT_FILTERS, filterReportFacts } from './filter-report-facts.ts';
export { summarizeReport, type SummarizeReportOptions } from './summarize-report.ts';
export { reportFilterOptions, type ReportFilterOptions } from './report-filter-options.ts';
export {
  reportAnswer,
  reportCounts,
  type ReportAnswer,
  type ReportBucketCounts,
  type ReportFigureValue,
  type ReportMoneyCounts,
  type ReportSummaryCounts,
} from './report-answer.ts';
export { reportFigureIds, reportFigureKey, type ReportFigureKind } from './report-figure-key.ts';
export { reportFactAt } from './report-fact-at.ts';
export { figureFields } from './report-columns.ts';
export { FIGURE_PATHS, type FigurePage } from './figure-paths.ts';
