import { Button, Collapse, Group, NativeSelect, Select, Stack, TextInput } from '@mantine/core';
import { QUOTE_STATES, type QuoteState } from '@rumbo/domain';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { QUOTE_LIST_SORTS, type QuoteListSort } from '#data/quotes/quote-list-filter.ts';
import type { QuoteListControls } from './use-quote-list-location.ts';

/** A client the picker offers: a partner of the company (of every company, for an admin). */
export type QuoteClientChoice = { value: string; label: string };

export type QuoteListFiltersProps = {
  controls: QuoteListControls;
  clients: QuoteClientChoice[];
  isNarrow: boolean;
};

const TEXT_LIMIT = 100;

/**
 * The list's filters: a search over code, client and places, the status, the client, the lane's
 * two ends, the quote dates, and the order. On a phone the search stays in sight and the rest
 * fold behind a Filters button that counts those in use.
 */
export function QuoteListFilters({ controls, clients, isNarrow }: QuoteListFiltersProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const foldedId = useId();
  const search = (
    <TextInput
      type="search"
      label={t('quotesList.filters.search')}
      placeholder={t('quotesList.filters.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={controls.typed.search}
      onChange={(event) => controls.setTyped({ search: event.currentTarget.value })}
      w={isNarrow ? undefined : 240}
      style={isNarrow ? { flex: 1, minWidth: 0 } : undefined}
      maxLength={TEXT_LIMIT}
    />
  );
  if (!isNarrow)
    return (
      <Group gap="sm" align="flex-end" role="group" aria-label={t('quotesList.filtersLabel')}>
        {search}
        <OtherFilters controls={controls} clients={clients} isNarrow={false} />
      </Group>
    );
  const count = foldedFilterCount(controls);
  return (
    <Stack gap="xs" role="group" aria-label={t('quotesList.filtersLabel')}>
      <Group gap="xs" align="flex-end" wrap="nowrap">
        {search}
        <Button
          variant="default"
          leftSection={<IconFilter size={16} aria-hidden />}
          aria-expanded={isOpen}
          aria-controls={foldedId}
          onClick={() => setOpen((open) => !open)}
        >
          {count > 0
            ? t('quotesList.filters.toggleCount', { count })
            : t('quotesList.filters.toggle')}
        </Button>
      </Group>
      <Collapse in={isOpen} transitionDuration={150}>
        <Stack id={foldedId} gap="xs">
          <OtherFilters controls={controls} clients={clients} isNarrow />
        </Stack>
      </Collapse>
    </Stack>
  );
}

/** The filters but the search, and the order: the ones folded away on a phone. */
function foldedFilterCount({ view, typed, sort }: QuoteListControls): number {
  return [
    view.state,
    view.client,
    typed.origin.trim(),
    typed.destination.trim(),
    view.from || view.to,
    sort === 'newest' ? '' : sort,
  ].filter(Boolean).length;
}

function OtherFilters({ controls, clients, isNarrow }: QuoteListFiltersProps) {
  const { t } = useTranslation();
  const { view, setFilter } = controls;
  const width = (wide: number) => (isNarrow ? '100%' : wide);
  // A client chosen through the address before the partners are read stays shown.
  const clientChoices =
    view.client && !clients.some((client) => client.value === view.client)
      ? [...clients, { value: view.client, label: view.client }]
      : clients;
  return (
    <>
      <NativeSelect
        label={t('quotesList.filters.state')}
        value={view.state}
        onChange={(event) => setFilter({ state: event.currentTarget.value as QuoteState | '' })}
        data={[
          { value: '', label: t('quotesList.filters.anyState') },
          ...QUOTE_STATES.map((state) => ({
            value: state,
            label: t(`quotesList.states.${state}`),
          })),
        ]}
        w={width(160)}
      />
      <Select
        label={t('quotesList.filters.client')}
        placeholder={t('quotesList.filters.anyClient')}
        data={clientChoices}
        value={view.client || null}
        onChange={(client) => setFilter({ client: client ?? '' })}
        searchable
        clearable
        nothingFoundMessage={t('quotesList.filters.noClient')}
        w={width(220)}
        comboboxProps={{ withinPortal: true }}
      />
      <TextInput
        label={t('quotesList.filters.origin')}
        placeholder={t('quotesList.filters.placePlaceholder')}
        value={controls.typed.origin}
        onChange={(event) => controls.setTyped({ origin: event.currentTarget.value })}
        w={width(170)}
        maxLength={TEXT_LIMIT}
      />
      <TextInput
        label={t('quotesList.filters.destination')}
        placeholder={t('quotesList.filters.placePlaceholder')}
        value={controls.typed.destination}
        onChange={(event) => controls.setTyped({ destination: event.currentTarget.value })}
        w={width(170)}
        maxLength={TEXT_LIMIT}
      />
      <TextInput
        type="date"
        label={t('quotesList.filters.from')}
        value={view.from}
        max={view.to || undefined}
        onChange={(event) => setFilter({ from: event.currentTarget.value })}
        w={width(160)}
      />
      <TextInput
        type="date"
        label={t('quotesList.filters.to')}
        value={view.to}
        min={view.from || undefined}
        onChange={(event) => setFilter({ to: event.currentTarget.value })}
        w={width(160)}
      />
      <NativeSelect
        label={t('quotesList.filters.sort')}
        value={controls.sort}
        onChange={(event) => controls.setSort(event.currentTarget.value as QuoteListSort)}
        data={QUOTE_LIST_SORTS.map((sort) => ({
          value: sort,
          label: t(`quotesList.sorts.${sort}`),
        }))}
        w={width(190)}
      />
    </>
  );
}
