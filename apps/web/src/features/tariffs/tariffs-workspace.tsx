import { Alert, Text } from '@mantine/core';
import {
  duplicateTariff,
  emptyTariffDraft,
  tariffFilterOptions,
  tariffToDraft,
  todayInBusinessTime,
  type Tariff,
} from '@rumbo/domain';
import { IconCloudOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListEmpty, ListLoadError, ListNoMatch, ListSkeleton } from '#ui/list-states.tsx';
import { useNow } from '#ui/use-now.ts';
import { tariffsQuery } from '#data/tariffs/tariffs-query.ts';
import { DuplicateDialog } from './duplicate/duplicate-dialog.tsx';
import { TariffFormModal, type TariffEditing } from './form/tariff-form-modal.tsx';
import { TariffsFilters } from './list/tariffs-filters.tsx';
import { TariffsTable } from './list/tariffs-table.tsx';
import { useTariffList } from './list/use-tariff-list.ts';
import { ValidityCounts } from './list/validity-counts.tsx';
import { QuoteModal } from './quote/quote-modal.tsx';
import type { TariffUser } from './tariff-user.ts';
import { TariffsHeader } from './tariffs-header.tsx';
import classes from './tariffs-workspace.module.css';
import { useBulkExpire } from './use-bulk-expire.ts';
import { useSelection } from './use-selection.ts';
import { useTariffActions } from './use-tariff-actions.ts';

const MINUTE_MS = 60_000;

/** The tariffs screen once the plan allows it: counts, filters, the list and its dialogs. */
export function TariffsWorkspace({ user }: { user: TariffUser }) {
  const { t } = useTranslation();
  // Kept current, so validity badges turn over at midnight.
  const today = todayInBusinessTime(useNow(MINUTE_MS));
  const list = useTariffList(user, today);
  const { head } = list;
  const selection = useSelection();
  const actions = useTariffActions(user.id);
  const bulk = useBulkExpire({
    userId: user.id,
    today,
    onDone: () => {
      selection.clear();
      void actions.refresh();
    },
  });
  const [editing, setEditing] = useState<TariffEditing | null>(null);
  const [duplicating, setDuplicating] = useState<Tariff | null>(null);
  const [isQuoteOpen, setQuoteOpen] = useState(false);
  // The quote looks up rates over every line: read whole, only while it is open.
  const allLines = useQuery({ ...tariffsQuery(user.companyId), enabled: isQuoteOpen });
  const rows = list.loadedRows;
  // The pickers offer the values on the lines read so far, and what the URL chose.
  const options = useMemo(() => {
    const found = tariffFilterOptions(rows.map((row) => row.tariff));
    const { carrier, origin, destination } = list.filters;
    const withChosen = (values: string[], chosen: string) =>
      chosen && !values.includes(chosen) ? [...values, chosen] : values;
    return {
      ...found,
      carriers: withChosen(found.carriers, carrier),
      origins: withChosen(found.origins, origin),
      destinations: withChosen(found.destinations, destination),
    };
  }, [rows, list.filters]);
  const find = (id: string) => rows.find((row) => row.tariff.id === id)?.tariff;
  const ownCompany = user.companyId ?? '';
  const openNew = () =>
    setEditing({ kind: 'new', draft: emptyTariffDraft(), company: ownCompany, isDuplicate: false });
  const openEdit = (id: string) => {
    const tariff = find(id);
    if (tariff)
      setEditing({
        kind: 'edit',
        id,
        draft: tariffToDraft(tariff),
        company: tariff.company,
        opened: tariff,
      });
  };
  // Only the lines in view are acted on: a filter never hides what "Expire selected" touches.
  const selected = rows.filter((row) => selection.ids.has(row.tariff.id)).map((row) => row.tariff);

  const renderBody = () => {
    if (head.isPending) return <ListSkeleton label={t('tariffs.loading')} />;
    if (head.isError && !head.data)
      return (
        <ListLoadError
          title={t('tariffs.loadError')}
          hint={t('tariffs.loadErrorHint')}
          retryLabel={t('tariffs.retry')}
          onRetry={() => void head.refetch()}
          isRetrying={head.isFetching}
        />
      );
    if (list.count === 0 && list.total === 0 && !head.isPlaceholderData)
      return (
        <ListEmpty
          title={t('tariffs.emptyTitle')}
          hint={t('tariffs.emptyHint')}
          actionLabel={t('tariffs.createFirst')}
          onAction={openNew}
        />
      );
    if (list.count === 0 && !head.isPlaceholderData)
      return (
        <ListNoMatch
          title={t('tariffs.noMatchTitle')}
          hint={t('tariffs.noMatchHint')}
          actionLabel={t('tariffs.clearFilters')}
          onAction={list.clear}
        />
      );
    return (
      <TariffsTable
        count={list.count}
        rowAt={list.rowAt}
        onRange={list.showRange}
        loadedRows={rows}
        withCompany={user.isAdmin}
        selectedIds={selection.ids}
        onToggle={selection.toggle}
        onSelectAll={(isSelected) =>
          selection.setMany(
            rows.map((row) => row.tariff.id),
            isSelected,
          )
        }
        onEdit={openEdit}
        onDuplicate={(id) => setDuplicating(find(id) ?? null)}
      />
    );
  };

  return (
    <div className={classes.page}>
      <TariffsHeader
        companyId={user.companyId}
        selectedCount={selected.length}
        isExpiring={bulk.isExpiring}
        onExpire={() => void bulk.expire(selected)}
        onQuote={() => setQuoteOpen(true)}
        onCreate={openNew}
      />
      {list.counts && (list.total ?? 0) > 0 && (
        <ValidityCounts
          counts={list.counts}
          active={list.filters.validity}
          onPick={(validity) => list.change({ validity })}
        />
      )}
      <TariffsFilters filters={list.filters} onChange={list.change} options={options} />
      {head.data?.source === 'local' && (
        <Alert color="orange" variant="light" icon={<IconCloudOff aria-hidden />} p="xs">
          {t('tariffs.offlineSet')}
        </Alert>
      )}
      {head.data && (list.total ?? 0) > 0 && (
        <Text size="sm" fw={500} role="status">
          {t('tariffs.shown', {
            shown: list.count,
            count: Math.max(list.total ?? list.count, list.count),
          })}
        </Text>
      )}
      {renderBody()}
      <TariffFormModal
        editing={editing}
        companies={user.isAdmin ? list.companies : null}
        actions={actions}
        onClose={() => setEditing(null)}
      />
      <DuplicateDialog
        source={duplicating}
        today={today}
        onCancel={() => setDuplicating(null)}
        onContinue={(validity) => {
          if (!duplicating) return;
          setEditing({
            kind: 'new',
            draft: duplicateTariff(duplicating, validity),
            company: duplicating.company,
            isDuplicate: true,
          });
          setDuplicating(null);
        }}
      />
      <QuoteModal
        opened={isQuoteOpen}
        tariffs={allLines.data ?? []}
        today={today}
        onClose={() => setQuoteOpen(false)}
      />
    </div>
  );
}
