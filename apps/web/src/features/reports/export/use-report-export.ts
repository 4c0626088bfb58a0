import type { ReportFact, ReportFilters, ReportSummary } from '@rumbo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '#ui/download-file.ts';
import { showToast } from '#ui/toast.ts';
import { buildReportWorkbook } from './build-report-workbook.ts';
import { reportExportFileName } from './report-export-file-name.ts';

export type ReportExportInput = {
  facts: readonly ReportFact[];
  summary: ReportSummary;
  filters: ReportFilters;
};

export type ReportExport = {
  /** 0–100 while the file is being built, null otherwise. */
  percent: number | null;
  start: (input: ReportExportInput) => Promise<void>;
};

/** Builds the report's Excel file and downloads it, with the progress in between. */
export function useReportExport(): ReportExport {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  const start = async ({ facts, summary, filters }: ReportExportInput) => {
    if (percent !== null) return;
    if (facts.length === 0) return showToast({ message: t('reportCharts.export.nothing') });
    setPercent(0);
    try {
      const fileName = reportExportFileName(new Date());
      const blob = await buildReportWorkbook({
        facts,
        summary,
        filters,
        t,
        onProgress: setPercent,
      });
      downloadFile(blob, fileName);
      showToast({ message: t('reportCharts.export.done', { fileName }), tone: 'success' });
    } catch (error) {
      console.warn('The report export failed.', error);
      showToast({ message: t('reportCharts.export.failed'), tone: 'error', durationMs: 5000 });
    } finally {
      setPercent(null);
    }
  };
  return { percent, start };
}
