import type { ShipmentMode } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import {
  ListEmpty as EmptyState,
  ListLoadError,
  ListNoMatch as NoMatchState,
  ListSkeleton as SkeletonState,
} from '#ui/list-states.tsx';

/** Placeholder rows while the list loads. */
export function ListSkeleton() {
  const { t } = useTranslation();
  return <SkeletonState label={t('shipmentsList.loading')} />;
}

export type ListErrorProps = { onRetry: () => void; isRetrying: boolean };

/** The list could not be read from the server nor from the browser's copy. */
export function ListError({ onRetry, isRetrying }: ListErrorProps) {
  const { t } = useTranslation();
  return (
    <ListLoadError
      title={t('shipmentsList.loadError')}
      hint={t('shipmentsList.loadErrorHint')}
      retryLabel={t('shipmentsList.retry')}
      onRetry={onRetry}
      isRetrying={isRetrying}
    />
  );
}

/** The company has no shipment of this mode yet. */
export function ListEmpty({ mode, onCreate }: { mode: ShipmentMode; onCreate: () => void }) {
  const { t } = useTranslation();
  return (
    <EmptyState
      title={t('shipmentsList.emptyTitle', { mode: t(`shipmentsList.modes.${mode}`) })}
      hint={t('shipmentsList.emptyHint')}
      actionLabel={t('shipmentsList.createFirst')}
      onAction={onCreate}
    />
  );
}

/** Shipments exist, but none passes the search and filters. */
export function ListNoMatch({ onClear }: { onClear: () => void }) {
  const { t } = useTranslation();
  return (
    <NoMatchState
      title={t('shipmentsList.noMatchTitle')}
      hint={t('shipmentsList.noMatchHint')}
      actionLabel={t('shipmentsList.clearFilters')}
      onAction={onClear}
    />
  );
}
