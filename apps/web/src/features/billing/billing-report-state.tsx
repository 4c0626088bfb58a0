import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { ListLoadError, ListSkeleton, ServerAwayAlert } from '#ui/list-states.tsx';

/**
 * A billing report while it loads, offline (it is the server's: nothing stale is shown), or
 * refused; its content once read.
 */
export function BillingReportState({
  query,
  texts,
  children,
}: {
  query: UseQueryResult<unknown>;
  texts: 'aging' | 'statement' | 'payments';
  children: ReactNode;
}) {
  const { t } = useTranslation();
  const retry = () => void query.refetch();
  if (query.isError && isServerUnreachable(query.error))
    return (
      <ServerAwayAlert
        title={t(`billing.${texts}.offlineTitle`)}
        message={t('billing.offline')}
        retryLabel={t('billing.retry')}
        onRetry={retry}
        isRetrying={query.isFetching}
      />
    );
  if (query.isError)
    return (
      <ListLoadError
        title={t(`billing.${texts}.loadError`)}
        hint={t('billing.loadErrorHint', { message: serverErrorText(query.error) })}
        retryLabel={t('billing.retry')}
        onRetry={retry}
        isRetrying={query.isFetching}
      />
    );
  if (query.isPending) return <ListSkeleton label={t(`billing.${texts}.loading`)} />;
  return <>{children}</>;
}
