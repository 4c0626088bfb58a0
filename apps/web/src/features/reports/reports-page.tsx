import { Button, Center, Collapse, Group, Title } from '@mantine/core';
import { BusySpinner } from '#ui/busy-spinner.tsx';
import { useMediaQuery } from '@mantine/hooks';
import { EMPTY_REPORT_FILTERS, type ReportFilterOptions } from '@rumbo/domain';
import { IconFilter } from '@tabler/icons-react';
import { lazy, Suspense, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ReportExportButton } from './export/report-export-button.tsx';
import type { ReportDrill } from './report-drill.ts';
import { ReportDrillDrawer } from './report-drill-drawer.tsx';
import { activeReportFilterCount } from './report-filters-url.ts';
import { ReportFiltersBar } from './report-filters-bar.tsx';
import { ReportEmpty, ReportError, ReportLoadingState, ReportOffline } from './report-states.tsx';
import { ReportTiles } from './report-tiles.tsx';
import classes from './reports-page.module.css';
import { useReportData } from './use-report-data.ts';
import { useReportFilters } from './use-report-filters.ts';

// The charts' code (recharts) loads only here, and after the tiles: they never wait for it.
const PHONE_MAX_WIDTH = '48em';

const ReportCharts = lazy(() => import('./charts/report-charts.tsx'));
// The quotes section (issue 38) loads on its own and never holds the shipments' figures up.
const QuoteReportSection = lazy(() => import('./quotes/quote-report-section.tsx'));

const NO_CHOICES: ReportFilterOptions = {
  clients: [],
  carriers: [],
  statuses: [],
  currencies: [],
  directions: [],
};

export type ReportsPageProps = {
  /** Whether the quotes section is shown (the plan has quotes, as it has tariffs). */
  canSeeQuotes?: boolean;
};

/**
 * /dashboard/reports: filters, key figures, charts, drill-down and export of the shipments;
 * then the quotes' figures for those whose plan has quotes.
 */
export function ReportsPage({ canSeeQuotes = false }: ReportsPageProps) {
  const { t } = useTranslation();
  const [filters, setFilters] = useReportFilters();
  const report = useReportData(filters);
  const { answer, scope } = report;
  const [drill, setDrill] = useState<ReportDrill | null>(null);
  const filterCount = activeReportFilterCount(filters);
  const isFiltered = filterCount > 0 || filters.basis !== EMPTY_REPORT_FILTERS.basis;
  // Phones keep the eight filters folded away behind a button; wider screens always show them.
  const isPhone = useMediaQuery(`(max-width: ${PHONE_MAX_WIDTH})`, undefined, {
    getInitialValueInEffect: false,
  });
  const [isFiltersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const handleReset = () => setFilters(EMPTY_REPORT_FILTERS);

  const renderBody = () => {
    if (report.isError)
      return <ReportError onRetry={report.refetch} isRetrying={report.isFetching} />;
    if (report.isPending || !answer) return <ReportLoadingState />;
    const { summary } = answer;
    if (summary.shipments.value === 0)
      return <ReportEmpty isFiltered={answer.total > 0} onReset={handleReset} />;
    return (
      <>
        <ReportTiles summary={summary} onDrill={setDrill} />
        <Suspense
          fallback={
            <Center py="xl">
              <BusySpinner size="sm" label={t('reports.chartsLoading')} />
            </Center>
          }
        >
          <ReportCharts summary={summary} onDrill={setDrill} />
        </Suspense>
      </>
    );
  };

  return (
    <div className={classes.page}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1}>{t('screens.reports')}</Title>
        <ReportExportButton answer={answer} filters={filters} scope={scope} />
      </Group>
      {isPhone && (
        <Button
          variant="default"
          leftSection={<IconFilter size={16} aria-hidden />}
          aria-expanded={isFiltersOpen}
          aria-controls={filtersId}
          onClick={() => setFiltersOpen((isOpen) => !isOpen)}
          style={{ alignSelf: 'flex-start' }}
        >
          {filterCount > 0
            ? t('reports.filters.toggleWithCount', { count: filterCount })
            : t('reports.filters.toggle')}
        </Button>
      )}
      <Collapse in={!isPhone || isFiltersOpen} transitionDuration={150} id={filtersId}>
        <ReportFiltersBar
          filters={filters}
          choices={answer?.options ?? NO_CHOICES}
          onChange={setFilters}
          hasActiveFilters={isFiltered}
        />
      </Collapse>
      {report.source === 'local' && <ReportOffline />}
      <div className={classes.page} aria-busy={report.isFetching}>
        {renderBody()}
      </div>
      {canSeeQuotes && (
        <Suspense fallback={null}>
          <QuoteReportSection filters={filters} />
        </Suspense>
      )}
      <ReportDrillDrawer
        drill={drill}
        filters={filters}
        scope={scope}
        onClose={() => setDrill(null)}
      />
    </div>
  );
}
