import { Button, Progress, Stack } from '@mantine/core';
import type { ReportFact, ReportFilters, ReportSummary } from '@rumbo/domain';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useReportExport } from './use-report-export.ts';

export type ReportExportButtonProps = {
  /** The shipments the report counts (after its filters). */
  facts: ReportFact[];
  /** The report of those facts; null while it is not ready. */
  summary: ReportSummary | null;
  filters: ReportFilters;
};

/** "Export to Excel": the report as a workbook, with a progress bar while the file is built. */
export function ReportExportButton({ facts, summary, filters }: ReportExportButtonProps) {
  const { t } = useTranslation();
  const { percent, start } = useReportExport();
  const icon = <IconFileSpreadsheet size={18} aria-hidden />;
  if (percent !== null)
    return (
      <Stack gap={4} miw={180}>
        <Button variant="default" disabled leftSection={icon}>
          {t('reportCharts.export.building', { percent })}
        </Button>
        <Progress
          value={percent}
          size="sm"
          aria-label={t('reportCharts.export.progressLabel')}
          transitionDuration={150}
        />
      </Stack>
    );
  return (
    <Button
      variant="default"
      leftSection={icon}
      disabled={summary === null || facts.length === 0}
      onClick={() => summary && void start({ facts, summary, filters })}
    >
      {t('reportCharts.export.button')}
    </Button>
  );
}
