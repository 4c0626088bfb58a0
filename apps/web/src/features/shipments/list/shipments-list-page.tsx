import { Alert, Button, Collapse, Group, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { sortShipmentRows, type ShipmentListRow, type ShipmentMode } from '@rumbo/domain';
import { IconCloudOff, IconPlus } from '@tabler/icons-react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSyncStatus } from '#data/sync/use-sync-status.ts';
import { useNow } from '#ui/use-now.ts';
import { ExportButton } from '../export/export-button.tsx';
import type { ExportSource } from '../export/use-shipments-export.ts';
import { ListEmpty, ListError, ListNoMatch, ListSkeleton } from './list-states.tsx';
import { ListStatusBar } from './list-status-bar.tsx';
import { ListToolbar } from './list-toolbar.tsx';
import { activeFilterCount, NO_FILTERS, nextSort } from './list-view-state.ts';
import classes from './shipments-list-page.module.css';
import { ShipmentsFilters } from './shipments-filters.tsx';
import { ShipmentsGrid } from './shipments-grid.tsx';
import type { SelectAllState } from './shipments-grid-header.tsx';
import { useFilterChoices } from './use-filter-choices.ts';
import { useRowSelection } from './use-row-selection.ts';
import { useShipmentLinks } from './use-shipment-links.ts';
import { useShipmentList } from './use-shipment-list.ts';

// Below this the table's columns no longer fit: one card per shipment instead.
const CARDS_MAX_WIDTH = '48em';
const CLOCK_INTERVAL_MS = 30_000;

export type ShipmentsListPageProps = { mode: ShipmentMode };

/**
 * A mode's shipment screen: the company's shipments, searched, filtered and sorted by the
 * server a page at a time (by this browser's copy while the server is away), and exported.
 */
export function ShipmentsListPage({ mode }: ShipmentsListPageProps) {
  const { t } = useTranslation();
  const list = useShipmentList(mode);
  const { head, filters, sort } = list;
  const { isDemo } = useSyncStatus();
  const selection = useRowSelection();
  const links = useShipmentLinks();
  const nowMs = useNow(CLOCK_INTERVAL_MS).getTime();
  const isPhone = useMediaQuery(`(max-width: ${CARDS_MAX_WIDTH})`, undefined, {
    getInitialValueInEffect: false,
  });
  const [isFiltersOpen, setFiltersOpen] = useState(false);
  const filtersId = useId();
  const choices = useFilterChoices(mode, list.companyId, list.loadedRows, filters);
  const selectAll = selectAllState(list.loadedRows, selection.selectedIds);
  // "Select all shown" ticks the rows read so far (every row, for a list of one page).
  const handleSelectAll = () => selection.setMany(list.loadedRows, !selectAll.checked);
  const handleClearFilters = () => {
    list.setFilters(NO_FILTERS);
    list.setSearch('');
  };
  const title = t(`screens.shipments.${mode}`);
  const filterCount = activeFilterCount(filters);
  const isFiltered = filterCount > 0 || list.search.trim() !== '';
  const exportSource = useExportSource(list, selection.selectedRows, sort);

  const renderBody = () => {
    if (head.isPending) return <ListSkeleton />;
    if (head.isError && !head.data)
      return <ListError onRetry={() => void head.refetch()} isRetrying={head.isFetching} />;
    if (list.count === 0 && !isFiltered && !head.isPlaceholderData)
      return <ListEmpty mode={mode} onCreate={links.openNew} />;
    if (list.count === 0 && !head.isPlaceholderData)
      return <ListNoMatch onClear={handleClearFilters} />;
    return (
      <ShipmentsGrid
        count={list.count}
        rowAt={list.rowAt}
        onRange={list.showRange}
        layout={isPhone ? 'cards' : 'table'}
        label={title}
        sort={sort}
        onSort={(key) => list.setSort(nextSort(sort, key))}
        selectedIds={selection.selectedIds}
        pendingIds={list.pendingIds}
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
          <ExportButton isCompact={isPhone} mode={mode} source={exportSource} />
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
        search={list.search}
        onSearch={list.setSearch}
        filtersId={filtersId}
        isFiltersOpen={isFiltersOpen}
        onToggleFilters={() => setFiltersOpen((isOpen) => !isOpen)}
        activeFilterCount={filterCount}
        showSort={isPhone}
        sort={sort}
        onSort={list.setSort}
      />
      <Collapse in={isFiltersOpen} transitionDuration={150}>
        <ShipmentsFilters
          id={filtersId}
          choices={choices}
          filters={filters}
          onChange={list.setFilters}
          hasActiveFilters={filterCount > 0}
        />
      </Collapse>
      {head.data?.source === 'local' && !isDemo && (
        <Alert color="orange" variant="light" icon={<IconCloudOff aria-hidden />} p="xs">
          {t('shipmentsList.offlineSet')}
        </Alert>
      )}
      {head.data && (list.count > 0 || isFiltered) && (
        <ListStatusBar
          shown={list.count}
          total={Math.max(list.total ?? list.count, list.count)}
          selectedCount={selection.selectedRows.length}
          onClearSelection={selection.clear}
          showSelectAll={isPhone}
          selectAll={selectAll}
          onSelectAll={handleSelectAll}
          isUpdating={head.isPlaceholderData}
        />
      )}
      {head.isError && head.data && (
        <ListError onRetry={() => void head.refetch()} isRetrying={head.isFetching} />
      )}
      {renderBody()}
    </div>
  );
}

/** The selection in the list's order (with the rows as last read), else the whole list. */
function useExportSource(
  list: ReturnType<typeof useShipmentList>,
  selected: readonly ShipmentListRow[],
  sort: { key: Parameters<typeof sortShipmentRows>[1]; direction: 'asc' | 'desc' },
): ExportSource {
  const { loadedRows, count, readAll } = list;
  return useMemo(() => {
    if (selected.length === 0) return { count, readAll };
    const latest = new Map(loadedRows.map((row) => [row.id, row]));
    const rows = selected.map((row) => latest.get(row.id) ?? row);
    return { rows: sortShipmentRows(rows, sort.key, sort.direction) };
  }, [selected, loadedRows, count, readAll, sort.key, sort.direction]);
}

function selectAllState(
  rows: readonly ShipmentListRow[],
  selectedIds: ReadonlySet<string>,
): SelectAllState {
  let selected = 0;
  for (const row of rows) if (selectedIds.has(row.id)) selected += 1;
  return {
    checked: rows.length > 0 && selected === rows.length,
    indeterminate: selected > 0 && selected < rows.length,
    disabled: rows.length === 0,
  };
}
