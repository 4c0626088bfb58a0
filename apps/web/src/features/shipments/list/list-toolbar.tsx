import { ActionIcon, Button, Group, NativeSelect, TextInput } from '@mantine/core';
import { SHIPMENT_SORT_KEYS, type ShipmentSortKey } from '@rumbo/domain';
import { IconFilter, IconSearch, IconSortAscending, IconSortDescending } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { firstDirection, type ListSort } from './list-view-state.ts';

export type ListToolbarProps = {
  search: string;
  onSearch: (text: string) => void;
  filtersId: string;
  isFiltersOpen: boolean;
  onToggleFilters: () => void;
  activeFilterCount: number;
  /** Phones have no column headers: the sort is chosen here. */
  showSort: boolean;
  sort: ListSort;
  onSort: (sort: ListSort) => void;
};

/** Search box, Filters button and, on phones, the sort. */
export function ListToolbar(props: ListToolbarProps) {
  const { t } = useTranslation();
  const { sort, activeFilterCount } = props;
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        type="search"
        aria-label={t('shipmentsList.searchLabel')}
        placeholder={t('shipmentsList.searchPlaceholder')}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        style={{ flex: '1 1 16rem', minWidth: 0 }}
      />
      <Button
        variant={activeFilterCount > 0 ? 'light' : 'default'}
        leftSection={<IconFilter size={16} aria-hidden />}
        aria-expanded={props.isFiltersOpen}
        aria-controls={props.filtersId}
        onClick={props.onToggleFilters}
      >
        {activeFilterCount > 0
          ? t('shipmentsList.filtersWithCount', { count: activeFilterCount })
          : t('shipmentsList.filters')}
      </Button>
      {props.showSort && <SortControls sort={sort} onSort={props.onSort} />}
    </Group>
  );
}

function SortControls({ sort, onSort }: Pick<ListToolbarProps, 'sort' | 'onSort'>) {
  const { t } = useTranslation();
  const isAscending = sort.direction === 'asc';
  const Icon = isAscending ? IconSortAscending : IconSortDescending;
  return (
    <Group gap={4} wrap="nowrap" align="flex-end" style={{ flex: '1 1 12rem' }}>
      <NativeSelect
        label={t('shipmentsList.sortBy')}
        value={sort.key}
        onChange={(event) => {
          const key = event.currentTarget.value as ShipmentSortKey;
          onSort({ key, direction: firstDirection(key) });
        }}
        data={SHIPMENT_SORT_KEYS.map((key) => ({
          value: key,
          label: t(`shipmentsList.sortKeys.${key}`),
        }))}
        style={{ flex: 1 }}
      />
      <ActionIcon
        variant="default"
        size={36}
        aria-label={`${t('shipmentsList.sortDirection')}: ${t(
          isAscending ? 'shipmentsList.ascending' : 'shipmentsList.descending',
        )}`}
        onClick={() => onSort({ key: sort.key, direction: isAscending ? 'desc' : 'asc' })}
      >
        <Icon size={18} aria-hidden />
      </ActionIcon>
    </Group>
  );
}
