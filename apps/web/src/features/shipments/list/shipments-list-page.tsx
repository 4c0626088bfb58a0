import { Button, Collapse, Group, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ShipmentListRow, ShipmentMode } from '@rumbo/domain';
import { IconPlus } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNow } from '#ui/use-now.ts';
import { ExportButton } from '../export/export-button.tsx';
import { ListEmpty, ListError, ListNoMatch, ListSkeleton } from './list-states.tsx';
import { ListStatusBar } from './list-status-bar.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { activeFilterCount, DEFAULT_SORT, NO_FILTERS, nextSort } from './list-view-state.ts';
import classes from './shipments-list-page.module.css';
import { ShipmentsFilters } from './shipments-filters.tsx';
import { ShipmentsGrid } from './shipments-grid.tsx';
import type { SelectAllState } from './shipments-grid-header.tsx';
import { useListSearch } from './use-list-search.ts';
import { useModeShipments, useModeShipmentsLoading } from './use-mode-shipments.ts';
import { usePendingShipmentIds } from './use-pending-shipment-ids.ts';
import { useRowSelection } from './use-row-selection.ts';
import { useShipmentLinks } from './use-shipment-links.ts';
import { useShipmentListRows } from './use-shipment-list-rows.ts';
import { useVisibleRows } from './use-visible-rows.ts';

// Below this the table's columns no longer fit: one card per shipment instead.
const CARDS_MAX_WIDTH = '48em';
const CLOCK_INTERVAL_MS = 30_000;

export type ShipmentsListPageProps = { mode: ShipmentMode };

/** A mode's shipment screen: the company's shipments, searched, filtered, sorted and exported. */
export function ShipmentsListPage({ mode }: ShipmentsListPageProps) {
  const { t } = useTranslation();
  const query = useModeShipments(mode);
  // Set while the list holds only part of the shipments: still arriving, or stopped by an error.
  const loading = useModeShipmentsLoading(mode);
  const isArriving = loading !== null && query.isFetching;
  const rows = useShipmentListRows(query.data);
  const [search, setSearch] = useListSearch();
  const [filters, setFilters] = useState(NO_FILTERS);
  const [sort, setSort] = useState(DEFAULT_SORT);
  const { sorted, visible } = useVisibleRows({ rows, search, filters, sort });
  const selection = useRowSelection();
  const pendingIds = usePendingShipmentIds(mode);
  const links = useShipmentLinks();
  const nowMs = useNow(CLOCK_INTERVAL_MS).getTime();
  const isPhone = useMediaQuery(`(max-width: ${CARDS_MAX_WIDTH})`, undefined, {
    getInitialValueInEffect: false,
  });
  const [isFiltersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const selectedRows = useMemo(
    () => sorted.filter((row) => selection.selectedIds.has(row.id)),
    [sorted, selection.selectedIds],
  );
  const selectAll = selectAllState(visible, selection.selectedIds);
  const handleSelectAll = () =>
    selection.setMany(
      visible.map((row) => row.id),
      !selectAll.checked,
    );
  const handleClearFilters = () => {
    setFilters(NO_FILTERS);
    setSearch('');
  };
  const title = t(`screens.shipments.${mode}`);
  const filterCount = activeFilterCount(filters);

  const renderBody = () => {
    if (query.isPending) return <ListSkeleton />;
    if (query.isError && !query.data)
      return <ListError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />;
    if (rows.length === 0) return <ListEmpty mode={mode} onCreate={links.openNew} />;
    if (visible.length === 0 && !isArriving) return <ListNoMatch onClear={handleClearFilters} />;
    if (visible.length === 0) return <ListSkeleton />;
    return (
      <ShipmentsGrid
        rows={visible}
        layout={isPhone ? 'cards' : 'table'}
        label={title}
        sort={sort}
        onSort={(key) => setSort((current) => nextSort(current, key))}
        selectedIds={selection.selectedIds}
        pendingIds={pendingIds}
        selectAll={selectAll}
        onSelectAll={handleSelectAll}
        onToggle={selection.toggle}
        onOpen={links.open}
        nowMs={nowMs}
      />
    );
  };

  return (
    <div className={classes.page}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1}>{title}</Title>
        <Group gap="sm" wrap="wrap">
          <ExportButton
            isCompact={isPhone}
            mode={mode}
            // Not the whole list before it is in: a partial file would pass for a complete one.
            rows={selectedRows.length > 0 ? selectedRows : loading ? [] : visible}
            isSelection={selectedRows.length > 0}
          />
          <Button
            size={isPhone ? 'sm' : 'md'}
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={links.openNew}
          >
            {t('shipmentsList.newShipment')}
          </Button>
        </Group>
      </Group>
      <ListToolbar
        search={search}
        onSearch={setSearch}
        filtersId={filtersId}
        isFiltersOpen={isFiltersOpen}
        onToggleFilters={() => setFiltersOpen((isOpen) => !isOpen)}
        activeFilterCount={filterCount}
        showSort={isPhone}
        sort={sort}
        onSort={setSort}
      />
      <Collapse in={isFiltersOpen} transitionDuration={150}>
        <ShipmentsFilters
          id={filtersId}
          rows={rows}
          filters={filters}
          onChange={setFilters}
          hasActiveFilters={filterCount > 0}
        />
      </Collapse>
      {query.data && rows.length > 0 && (
        <ListStatusBar
          shown={visible.length}
          total={rows.length}
          selectedCount={selectedRows.length}
          onClearSelection={selection.clear}
          showSelectAll={isPhone}
          selectAll={selectAll}
          onSelectAll={handleSelectAll}
          loading={isArriving ? loading : null}
        />
      )}
      {query.isError && query.data && (
        <ListError onRetry={() => void query.refetch()} isRetrying={query.isFetching} />
      )}
      {renderBody()}
    </div>
  );
}

function selectAllState(
  visible: readonly ShipmentListRow[],
  selectedIds: ReadonlySet<string>,
): SelectAllState {
  let selected = 0;
  for (const row of visible) if (selectedIds.has(row.id)) selected += 1;
  return {
    checked: visible.length > 0 && selected === visible.length,
    indeterminate: selected > 0 && selected < visible.length,
    disabled: visible.length === 0,
  };
}
