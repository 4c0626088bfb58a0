import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import type { QuotePage } from '#data/quotes/quotes-query.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { paths } from '#lib/paths.ts';
import {
  ListEmpty,
  ListLoadError,
  ListNoMatch,
  ListSkeleton,
  ServerAwayAlert,
} from '#ui/list-states.tsx';
import { QuoteCards, QuoteTable, type QuoteRowsProps } from './quote-rows.tsx';

export type QuoteListBodyProps = {
  list: UseQueryResult<QuotePage>;
  isFiltered: boolean;
  onClear: () => void;
  rows: QuoteRowsProps;
  isCards: boolean;
};

/**
 * The list's body: skeleton while it loads, the offline alert, a load error, the invitation to
 * make the first quote, no match for the filters, or the rows (cards on phones).
 */
export function QuoteListBody({ list, isFiltered, onClear, rows, isCards }: QuoteListBodyProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // Offline the list is not shown at all, not even the page read before: it would be stale.
  if (list.isError && isServerUnreachable(list.error))
    return <Offline onRetry={() => void list.refetch()} isRetrying={list.isFetching} />;
  if (list.isPending) return <ListSkeleton label={t('quotesList.loading')} />;
  if (list.isError)
    return (
      <ListLoadError
        title={t('quotesList.loadError')}
        hint={t('quotesList.loadErrorHint', { message: serverErrorText(list.error) })}
        retryLabel={t('quotesList.retry')}
        onRetry={() => void list.refetch()}
        isRetrying={list.isFetching}
      />
    );
  if (list.data.totalItems === 0 && !list.isPlaceholderData)
    return isFiltered ? (
      <ListNoMatch
        title={t('quotesList.noMatchTitle')}
        hint={t('quotesList.noMatchHint')}
        actionLabel={t('quotesList.clearFilters')}
        onAction={onClear}
      />
    ) : (
      <ListEmpty
        title={t('quotesList.emptyTitle')}
        hint={t('quotesList.emptyHint')}
        actionLabel={t('quotesList.emptyAction')}
        onAction={() => void navigate(paths.dashboard.quoteNew)}
      />
    );
  const List = isCards ? QuoteCards : QuoteTable;
  return <List {...rows} />;
}

function Offline({ onRetry, isRetrying }: { onRetry: () => void; isRetrying: boolean }) {
  const { t } = useTranslation();
  return (
    <ServerAwayAlert
      title={t('quotesList.offlineTitle')}
      message={t('quotesList.offline')}
      retryLabel={t('quotesList.retry')}
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}
