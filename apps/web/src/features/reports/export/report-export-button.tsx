import { Button, Group, Progress, Stack } from '@mantine/core';
import type { ReportAnswer, ReportFilters } from '@rumbo/domain';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { FiguresScope } from '#data/figures/figures-keys.ts';
import { useReportExport } from './use-report-export.ts';

export type ReportExportButtonProps = {
  /** The report on screen; undefined while it is not ready. */
  answer: ReportAnswer | undefined;
  filters: ReportFilters;
  scope: FiguresScope;
};

/**
 * "Export to Excel": the report as a workbook, its shipments read and written page by page,
 * with a progress bar and a Cancel button while the file is built.
 */
export function ReportExportButton({ answer, filters, scope }: ReportExportButtonProps) {
  const { t } = useTranslation();
  const { percent, start, cancel } = useReportExport();
  const icon = <IconFileSpreadsheet size={18} aria-hidden />;
  if (percent !== null)
    return (
      <Stack gap={4} miw={220}>
        <Group gap="xs" wrap="nowrap">
          <Button variant="default" disabled leftSection={icon}>
            {t('reportCharts.export.building', { percent })}
          </Button>
          <Button variant="subtle" color="red" onClick={cancel}>
            {t('reportCharts.export.cancel')}
          </Button>
        </Group>
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
      disabled={!answer || answer.summary.shipments.value === 0}
      onClick={() => answer && void start({ answer, filters, scope })}
    >
      {t('reportCharts.export.button')}
    </Button>
  );
}
