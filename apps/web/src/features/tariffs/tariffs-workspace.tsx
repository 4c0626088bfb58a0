import { Text } from '@mantine/core';
import {
  duplicateTariff,
  emptyTariffDraft,
  tariffToDraft,
  todayInBusinessTime,
  type Tariff,
} from '@rumbo/domain';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DuplicateDialog } from './duplicate/duplicate-dialog.tsx';
import { TariffFormModal, type TariffEditing } from './form/tariff-form-modal.tsx';
import { ListEmpty, ListLoadError, ListNoMatch, ListSkeleton } from '#ui/list-states.tsx';
import { useNow } from '#ui/use-now.ts';
import { TariffsFilters } from './list/tariffs-filters.tsx';
import { TariffsTable } from './list/tariffs-table.tsx';
import { useTariffListState } from './list/use-tariff-list-state.ts';
import { ValidityCounts } from './list/validity-counts.tsx';
import { QuoteModal } from './quote/quote-modal.tsx';
import type { TariffUser } from './tariff-user.ts';
import { TariffsHeader } from './tariffs-header.tsx';
import classes from './tariffs-workspace.module.css';
import { useBulkExpire } from './use-bulk-expire.ts';
import { useSelection } from './use-selection.ts';
import { useTariffActions } from './use-tariff-actions.ts';

const MINUTE_MS = 60_000;
import { useTariffRows } from './use-tariff-rows.ts';

/** The tariffs screen once the plan allows it: counts, filters, the list and its dialogs. */
export function TariffsWorkspace({ user }: { user: TariffUser }) {
  const { t } = useTranslation();
  // Kept current, so validity badges turn over at midnight.
  const today = todayInBusinessTime(useNow(MINUTE_MS));
  const data = useTariffRows(user, today);
  const list = useTariffListState(data.tariffs, today);
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
  const rows = useMemo(
    () => list.visible.flatMap((tariff) => data.rowsById.get(tariff.id) ?? []),
    [list.visible, data.rowsById],
  );
  const find = (id: string) => data.rowsById.get(id)?.tariff;
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
    if (data.query.isPending) return <ListSkeleton label={t('tariffs.loading')} />;
    if (data.query.isError && !data.query.data)
      return (
        <ListLoadError
          title={t('tariffs.loadError')}
          hint={t('tariffs.loadErrorHint')}
          retryLabel={t('tariffs.retry')}
          onRetry={() => void data.query.refetch()}
          isRetrying={data.query.isFetching}
        />
      );
    if (data.tariffs.length === 0)
      return (
        <ListEmpty
          title={t('tariffs.emptyTitle')}
          hint={t('tariffs.emptyHint')}
          actionLabel={t('tariffs.createFirst')}
          onAction={openNew}
        />
      );
    if (rows.length === 0)
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
        rows={rows}
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
        tariffs={data.tariffs}
        companyId={user.companyId}
        selectedCount={selected.length}
        isExpiring={bulk.isExpiring}
        onExpire={() => void bulk.expire(selected)}
        onQuote={() => setQuoteOpen(true)}
        onCreate={openNew}
      />
      {data.tariffs.length > 0 && (
        <ValidityCounts
          counts={data.counts}
          active={list.filters.validity}
          onPick={(validity) => list.change({ validity })}
        />
      )}
      <TariffsFilters filters={list.filters} onChange={list.change} options={list.options} />
      {data.query.data && data.tariffs.length > 0 && (
        <Text size="sm" fw={500} role="status">
          {t('tariffs.shown', { shown: rows.length, count: data.tariffs.length })}
        </Text>
      )}
      {renderBody()}
      <TariffFormModal
        editing={editing}
        companies={user.isAdmin ? data.companies : null}
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
        tariffs={data.tariffs}
        today={today}
        onClose={() => setQuoteOpen(false)}
      />
    </div>
  );
}
