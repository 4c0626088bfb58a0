import { Button, Collapse, Group, NativeSelect, Select, Stack, TextInput } from '@mantine/core';
import { INVOICE_STATES, type InvoiceState } from '@rumbo/domain';
import { IconFilter, IconSearch } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  INVOICE_CURRENCIES,
  INVOICE_LIST_SORTS,
  type InvoiceListCurrency,
  type InvoiceListSort,
} from '#data/invoices/invoice-list-filter.ts';
import type { InvoiceListControls } from './use-invoice-list-location.ts';

/** A client the picker offers: a partner of the company (of every company, for an admin). */
export type InvoiceClientChoice = { value: string; label: string };

export type InvoiceListFiltersProps = {
  controls: InvoiceListControls;
  clients: InvoiceClientChoice[];
  isNarrow: boolean;
};

const TEXT_LIMIT = 100;

/**
 * The list's filters: a search over code, client and UUID, the state, the client, the currency,
 * the days issued, and the order. On a phone the search stays in sight and the rest fold behind
 * a Filters button that counts those in use.
 */
export function InvoiceListFilters({ controls, clients, isNarrow }: InvoiceListFiltersProps) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const foldedId = useId();
  const search = (
    <TextInput
      type="search"
      label={t('invoicesList.filters.search')}
      placeholder={t('invoicesList.filters.searchPlaceholder')}
      leftSection={<IconSearch size={16} aria-hidden />}
      value={controls.typedSearch}
      onChange={(event) => controls.setTypedSearch(event.currentTarget.value)}
      w={isNarrow ? undefined : 240}
      style={isNarrow ? { flex: 1, minWidth: 0 } : undefined}
      maxLength={TEXT_LIMIT}
    />
  );
  if (!isNarrow)
    return (
      <Group gap="sm" align="flex-end" role="group" aria-label={t('invoicesList.filtersLabel')}>
        {search}
        <OtherFilters controls={controls} clients={clients} isNarrow={false} />
      </Group>
    );
  const { view, sort } = controls;
  const count = [
    view.state,
    view.client,
    view.currency,
    view.from || view.to,
    sort === 'newest' ? '' : sort,
  ].filter(Boolean).length;
  return (
    <Stack gap="xs" role="group" aria-label={t('invoicesList.filtersLabel')}>
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
            ? t('invoicesList.filters.toggleCount', { count })
            : t('invoicesList.filters.toggle')}
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

function OtherFilters({ controls, clients, isNarrow }: InvoiceListFiltersProps) {
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
        label={t('invoicesList.filters.state')}
        value={view.state}
        onChange={(event) => setFilter({ state: event.currentTarget.value as InvoiceState | '' })}
        data={[
          { value: '', label: t('invoicesList.filters.anyState') },
          ...INVOICE_STATES.map((state) => ({
            value: state,
            label: t(`invoicesList.states.${state}`),
          })),
        ]}
        w={width(180)}
      />
      <Select
        label={t('invoicesList.filters.client')}
        placeholder={t('invoicesList.filters.anyClient')}
        data={clientChoices}
        value={view.client || null}
        onChange={(client) => setFilter({ client: client ?? '' })}
        searchable
        clearable
        nothingFoundMessage={t('invoicesList.filters.noClient')}
        w={width(220)}
        comboboxProps={{ withinPortal: true }}
      />
      <NativeSelect
        label={t('invoicesList.filters.currency')}
        value={view.currency}
        onChange={(event) =>
          setFilter({ currency: event.currentTarget.value as InvoiceListCurrency | '' })
        }
        data={[
          { value: '', label: t('invoicesList.filters.anyCurrency') },
          ...INVOICE_CURRENCIES.map((currency) => ({ value: currency, label: currency })),
        ]}
        w={width(180)}
      />
      <TextInput
        type="date"
        label={t('invoicesList.filters.from')}
        value={view.from}
        max={view.to || undefined}
        onChange={(event) => setFilter({ from: event.currentTarget.value })}
        w={width(160)}
      />
      <TextInput
        type="date"
        label={t('invoicesList.filters.to')}
        value={view.to}
        min={view.from || undefined}
        onChange={(event) => setFilter({ to: event.currentTarget.value })}
        w={width(160)}
      />
      <NativeSelect
        label={t('invoicesList.filters.sort')}
        value={controls.sort}
        onChange={(event) => controls.setSort(event.currentTarget.value as InvoiceListSort)}
        data={INVOICE_LIST_SORTS.map((sort) => ({
          value: sort,
          label: t(`invoicesList.sorts.${sort}`),
        }))}
        w={width(220)}
      />
    </>
  );
}
