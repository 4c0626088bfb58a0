import { Button, Group, MultiSelect, Select, TextInput } from '@mantine/core';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { useValueLabel } from '#lib/use-value-label.ts';
import { NO_FILTERS, type ListFilters } from './list-view-state.ts';
import type { FilterChoices } from './use-filter-choices.ts';

export type ShipmentsFiltersProps = {
  id: string;
  /** What each picker offers (see `useFilterChoices`). */
  choices: FilterChoices;
  filters: ListFilters;
  /** The filters that changed; the others keep their value. */
  onChange: (patch: Partial<ListFilters>) => void;
  hasActiveFilters: boolean;
};

/**
 * Status, priority, client and creation date range of the list. Memoised: its props do not
 * change while someone types in the search box, so its comboboxes are not drawn again per key.
 */
export const ShipmentsFilters = memo(function ShipmentsFilters({
  id,
  choices,
  filters,
  onChange,
  hasActiveFilters,
}: ShipmentsFiltersProps) {
  const { t } = useTranslation();
  const valueLabel = useValueLabel();
  const change = (patch: Partial<ListFilters>) => onChange(patch);
  return (
    <Group
      id={id}
      component="section"
      aria-label={t('shipmentsList.filtersRegion')}
      align="flex-end"
      gap="sm"
    >
      <MultiSelect
        label={t('shipmentsList.status')}
        placeholder={filters.statuses.length ? undefined : t('shipmentsList.anyStatus')}
        data={choices.statuses.map((value) => ({ value, label: valueLabel('statuses', value) }))}
        value={filters.statuses}
        onChange={(statuses) => change({ statuses })}
        clearable
        w={{ base: '100%', xs: 190 }}
      />
      <MultiSelect
        label={t('shipmentsList.priority')}
        placeholder={filters.priorities.length ? undefined : t('shipmentsList.anyPriority')}
        data={choices.priorities.map((value) => ({
          value,
          label: valueLabel('priorities', value),
        }))}
        value={filters.priorities}
        onChange={(priorities) => change({ priorities })}
        clearable
        w={{ base: '100%', xs: 150 }}
      />
      <Select
        label={t('shipmentsList.client')}
        placeholder={t('shipmentsList.anyClient')}
        data={choices.clients}
        value={filters.client || null}
        onChange={(client) => change({ client: client ?? '' })}
        searchable
        clearable
        w={{ base: '100%', xs: 210 }}
      />
      <TextInput
        type="date"
        label={t('shipmentsList.createdFrom')}
        value={filters.dateFrom}
        max={filters.dateTo || undefined}
        onChange={(event) => change({ dateFrom: event.currentTarget.value })}
        w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 150 }}
      />
      <TextInput
        type="date"
        label={t('shipmentsList.createdTo')}
        value={filters.dateTo}
        min={filters.dateFrom || undefined}
        onChange={(event) => change({ dateTo: event.currentTarget.value })}
        w={{ base: 'calc(50% - var(--mantine-spacing-sm) / 2)', xs: 150 }}
      />
      {hasActiveFilters && (
        <Button variant="subtle" onClick={() => onChange(NO_FILTERS)}>
          {t('shipmentsList.clearFilters')}
        </Button>
      )}
    </Group>
  );
});
