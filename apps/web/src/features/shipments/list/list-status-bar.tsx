import { Button, Checkbox, Group, Text } from '@mantine/core';
import { BusySpinner } from '#ui/busy-spinner.tsx';
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
  /** While the server answers a new search, filter or order (the previous rows stay shown). */
  isUpdating: boolean;
};

/** "N of M shipments", whether a new answer is on its way, and what is selected. */
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
        {props.isUpdating && <BusySpinner size={14} label={t('shipmentsList.updating')} />}
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
