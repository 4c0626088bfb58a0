import type { ReportAnswer, ReportFilters } from '@rumbo/domain';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { FiguresScope } from '#data/figures/figures-keys.ts';
import { reportShipmentPages } from '#data/figures/report-queries.ts';
import { downloadFile } from '#ui/download-file.ts';
import { showToast } from '#ui/toast.ts';
import { buildReportWorkbook } from './build-report-workbook.ts';
import { reportExportFileName } from './report-export-file-name.ts';

export type ReportExportInput = {
  answer: ReportAnswer;
  filters: ReportFilters;
  scope: FiguresScope;
};

export type ReportExport = {
  /** 0–100 while the file is being built, null otherwise. */
  percent: number | null;
  start: (input: ReportExportInput) => Promise<void>;
  /** Stops the export under way: nothing is downloaded. */
  cancel: () => void;
};

/**
 * Builds the report's Excel file as its shipments are read from the server page by page, and
 * downloads it, with the progress in between; it can be cancelled at any time.
 */
export function useReportExport(): ReportExport {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  const running = useRef<AbortController | null>(null);
  const start = async ({ answer, filters, scope }: ReportExportInput) => {
    if (running.current) return;
    if (answer.summary.shipments.value === 0)
      return showToast({ message: t('reportCharts.export.nothing') });
    const controller = new AbortController();
    running.current = controller;
    setPercent(0);
    try {
      const fileName = reportExportFileName(new Date());
      const blob = await buildReportWorkbook({
        summary: answer.summary,
        filters,
        pages: reportShipmentPages({ filters, scope, signal: controller.signal }),
        t,
        onProgress: (value) => {
          if (!controller.signal.aborted) setPercent(value);
        },
      });
      controller.signal.throwIfAborted();
      downloadFile(blob, fileName);
      showToast({ message: t('reportCharts.export.done', { fileName }), tone: 'success' });
    } catch (error) {
      if (controller.signal.aborted) showToast({ message: t('reportCharts.export.cancelled') });
      else {
        console.warn('The report export failed.', error);
        showToast({ message: t('reportCharts.export.failed'), tone: 'error', durationMs: 5000 });
      }
    } finally {
      running.current = null;
      setPercent(null);
    }
  };
  return { percent, start, cancel: () => running.current?.abort() };
}
