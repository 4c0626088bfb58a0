import { Button, Checkbox, Group, Loader, Progress, Text } from '@mantine/core';
import type { ShipmentsLoading } from '#data/shipments/shipments-query.ts';
import { useTranslation } from 'react-i18next';
import type { SelectAllState } from './shipments-grid-header.tsx';

export type ListStatusBarProps = {
  shown: number;
  total: number;
  selectedCount: number;
  onClearSelection: () => void;
  /** Phones have no header row: the select-all box sits here. */
  showSelectAll: boolean;
  selectAll: SelectAllState;
  onSelectAll: () => void;
  /** While the list is still arriving page by page: how far it has come. */
  loading: ShipmentsLoading | null;
};

/** "N of M shipments", how far a list still arriving has come, and what is selected. */
export function ListStatusBar(props: ListStatusBarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" justify="space-between" wrap="wrap" mih={28}>
      <Group gap="sm" wrap="wrap">
        {props.showSelectAll && (
          <Checkbox
            aria-label={t('shipmentsList.selectAllVisible')}
            {...props.selectAll}
            onChange={props.onSelectAll}
          />
        )}
        <Text size="sm" fw={500} role="status">
          {t('shipmentsList.shown', { shown: props.shown, count: props.total })}
        </Text>
        {props.loading && <LoadingProgress {...props.loading} />}
      </Group>
      {props.selectedCount > 0 && (
        <Group gap="xs" wrap="nowrap">
          <Text size="sm">{t('shipmentsList.selected', { count: props.selectedCount })}</Text>
          <Button variant="subtle" size="compact-sm" onClick={props.onClearSelection}>
            {t('shipmentsList.clearSelection')}
          </Button>
        </Group>
      )}
    </Group>
  );
}

/** "Loading 500 of 10000 shipments" with a bar: sorting, filters and search cover what is in. */
function LoadingProgress({ loaded, total }: ShipmentsLoading) {
  const { t } = useTranslation();
  const label = t('shipmentsList.loading');
  return (
    <Group gap={6} wrap="nowrap">
      <Loader size={14} aria-hidden />
      <Text size="sm" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
        {t('shipmentsList.loadingProgress', { loaded, count: total })}
      </Text>
      <Progress
        w={80}
        size="sm"
        value={total > 0 ? Math.min(100, (loaded / total) * 100) : 0}
        aria-label={label}
        transitionDuration={150}
      />
    </Group>
  );
}
