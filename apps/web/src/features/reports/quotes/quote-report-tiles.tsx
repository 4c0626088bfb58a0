import { SimpleGrid } from '@mantine/core';
import { formatPercent, type QuoteFigures } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../format-report-figures.ts';
import { KpiTile } from '../kpi-tile.tsx';
import { formatMarginPercent } from './format-quote-figures.ts';

const GRID_COLS = { base: 2, sm: 3, lg: 5 };

/** The quotes' key figures: sent, won, lost, win rate and the won quotes' average margin. */
export function QuoteReportTiles({ summary }: { summary: QuoteFigures }) {
  const { t } = useTranslation();
  const none = t('quoteReport.none');
  return (
    <SimpleGrid
      cols={GRID_COLS}
      spacing="sm"
      role="group"
      aria-label={t('quoteReport.tiles.region')}
    >
      <KpiTile
        label={t('quoteReport.tiles.sent')}
        value={formatCount(summary.sent)}
        detail={t('quoteReport.tiles.sentDetail', {
          open: formatCount(summary.open),
          drafts: formatCount(summary.drafts),
        })}
      />
      <KpiTile label={t('quoteReport.tiles.won')} value={formatCount(summary.won)} />
      <KpiTile
        label={t('quoteReport.tiles.lost')}
        value={formatCount(summary.lost)}
        detail={t('quoteReport.tiles.lostDetail', { expired: formatCount(summary.expired) })}
      />
      <KpiTile
        label={t('quoteReport.tiles.winRate')}
        value={summary.winRate === null ? none : formatPercent(summary.winRate)}
        detail={t('quoteReport.tiles.winRateDetail')}
      />
      <KpiTile
        label={t('quoteReport.tiles.averageMargin')}
        value={
          summary.averageMarginPercent === null
            ? none
            : formatMarginPercent(summary.averageMarginPercent)
        }
        detail={t('quoteReport.tiles.averageMarginDetail')}
      />
    </SimpleGrid>
  );
}
