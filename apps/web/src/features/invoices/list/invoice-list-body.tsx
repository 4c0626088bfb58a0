import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import type { InvoicePage } from '#data/invoices/invoices-query.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { paths } from '#lib/paths.ts';
import {
  ListEmpty,
  ListLoadError,
  ListNoMatch,
  ListSkeleton,
  ServerAwayAlert,
} from '#ui/list-states.tsx';
import { InvoiceCards, InvoiceTable, type InvoiceRowsProps } from './invoice-rows.tsx';

export type InvoiceListBodyProps = {
  list: UseQueryResult<InvoicePage>;
  isFiltered: boolean;
  onClear: () => void;
  rows: Omit<InvoiceRowsProps, 'items'>;
  isCards: boolean;
  /** Whether the user may start an invoice (a platform admin belongs to no company). */
  canCreate: boolean;
};

/**
 * The list's body: skeleton while it loads, the offline alert, a load error, the invitation to
 * make the first invoice, no match for the filters, or the rows (cards on phones).
 */
export function InvoiceListBody(props: InvoiceListBodyProps) {
  const { list, isFiltered, onClear, rows, isCards } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const retry = () => void list.refetch();
  // Offline the list is not shown at all, not even the page read before: it would be stale.
  if (list.isError && isServerUnreachable(list.error))
    return (
      <ServerAwayAlert
        title={t('invoicesList.offlineTitle')}
        message={t('invoicesList.offline')}
        retryLabel={t('invoicesList.retry')}
        onRetry={retry}
        isRetrying={list.isFetching}
      />
    );
  if (list.isPending) return <ListSkeleton label={t('invoicesList.loading')} />;
  if (list.isError)
    return (
      <ListLoadError
        title={t('invoicesList.loadError')}
        hint={t('invoicesList.loadErrorHint', { message: serverErrorText(list.error) })}
        retryLabel={t('invoicesList.retry')}
        onRetry={retry}
        isRetrying={list.isFetching}
      />
    );
  if (list.data.totalItems === 0 && !list.isPlaceholderData)
    return isFiltered || !props.canCreate ? (
      <ListNoMatch
        title={t(isFiltered ? 'invoicesList.noMatchTitle' : 'invoicesList.emptyTitle')}
        hint={t(isFiltered ? 'invoicesList.noMatchHint' : 'invoicesList.emptyHint')}
        actionLabel={t('invoicesList.clearFilters')}
        onAction={onClear}
      />
    ) : (
      <ListEmpty
        title={t('invoicesList.emptyTitle')}
        hint={t('invoicesList.emptyHint')}
        actionLabel={t('invoicesList.emptyAction')}
        onAction={() => void navigate(paths.dashboard.invoiceNew)}
      />
    );
  const List = isCards ? InvoiceCards : InvoiceTable;
  return <List items={list.data.items} {...rows} />;
}
