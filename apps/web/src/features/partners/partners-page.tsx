import { Button, Group, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePendingPartnerIds } from '#data/partners/use-pending-partner-ids.ts';
import { PartnerDrawer } from './editor/partner-drawer.tsx';
import { ExportPartnersButton } from './excel/export-partners-button.tsx';
import { ImportDialog } from './excel/import-dialog.tsx';
import { CARDS_QUERY } from './list/partner-grid-columns.ts';
import { ListEmpty, ListLoadError, ListNoMatch, ListSkeleton } from '#ui/list-states.tsx';
import { PartnersGrid } from './list/partners-grid.tsx';
import { PartnersToolbar } from './list/partners-toolbar.tsx';
import { usePartnerRows } from './list/use-partner-rows.ts';
import classes from './partners-page.module.css';
import { usePartnerListState } from './use-partner-list-state.ts';

/**
 * The partners screen: the company's partners (every company's for a platform admin) searched
 * and filtered, opened in a drawer (`?open={id}` or `?open=new`), exported and imported.
 */
export function PartnersPage() {
  const { t } = useTranslation();
  const { query, rows, user, companies } = usePartnerRows();
  const list = usePartnerListState(rows);
  const pendingIds = usePendingPartnerIds();
  const [params, setParams] = useSearchParams();
  const open = params.get('open');
  const [isImportOpen, setImportOpen] = useState(false);
  const isCards =
    useMediaQuery(CARDS_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const hrefFor = (id: string) => `?open=${encodeURIComponent(id)}`;
  const openPartner = (id: string) => setParams((current) => withOpen(current, id));
  const closePartner = () => setParams((current) => withOpen(current, null));
  const adminCompanies = user.isAdmin ? companies : null;

  const renderBody = () => {
    if (query.isPending) return <ListSkeleton label={t('partners.loading')} />;
    if (query.isError && !query.data)
      return (
        <ListLoadError
          title={t('partners.loadError')}
          hint={t('partners.loadErrorHint')}
          retryLabel={t('partners.retry')}
          onRetry={() => void query.refetch()}
          isRetrying={query.isFetching}
        />
      );
    if (rows.length === 0)
      return (
        <ListEmpty
          title={t('partners.emptyTitle')}
          hint={t('partners.emptyHint')}
          actionLabel={t('partners.createFirst')}
          onAction={() => openPartner('new')}
        />
      );
    if (list.visible.length === 0)
      return (
        <ListNoMatch
          title={t('partners.noMatchTitle')}
          hint={t('partners.noMatchHint')}
          actionLabel={t('partners.clearFilters')}
          onAction={list.clear}
        />
      );
    return (
      <PartnersGrid
        rows={list.visible}
        layout={isCards ? 'cards' : 'table'}
        label={t('partners.title')}
        withCompany={user.isAdmin}
        pendingIds={pendingIds}
        hrefFor={hrefFor}
        onOpen={openPartner}
      />
    );
  };

  return (
    <div className={classes.page}>
      <Group justify="space-between" gap="sm" wrap="wrap">
        <Title order={1}>{t('partners.title')}</Title>
        <Group gap="sm" wrap="wrap">
          <ExportPartnersButton partners={list.visible} isCompact={isCards} />
          <Button
            size={isCards ? 'sm' : 'md'}
            variant="default"
            leftSection={<IconUpload size={18} aria-hidden />}
            onClick={() => setImportOpen(true)}
          >
            {t(isCards ? 'partners.import.short' : 'partners.import.open')}
          </Button>
          <Button
            size={isCards ? 'sm' : 'md'}
            leftSection={<IconPlus size={18} aria-hidden />}
            onClick={() => openPartner('new')}
          >
            {t('partners.newPartner')}
          </Button>
        </Group>
      </Group>
      <PartnersToolbar
        search={list.search}
        onSearch={list.setSearch}
        role={list.role}
        onRole={list.setRole}
        type={list.type}
        onType={list.setType}
      />
      {query.data && rows.length > 0 && (
        <Text size="sm" fw={500} role="status">
          {t('partners.shown', { shown: list.visible.length, count: rows.length })}
        </Text>
      )}
      {renderBody()}
      <PartnerDrawer
        open={open}
        partners={query.data}
        companies={adminCompanies}
        companyId={user.companyId}
        userId={user.id}
        onClose={closePartner}
      />
      <ImportDialog
        opened={isImportOpen}
        onClose={() => setImportOpen(false)}
        userId={user.id}
        companies={adminCompanies}
      />
    </div>
  );
}

function withOpen(current: URLSearchParams, id: string | null): URLSearchParams {
  const next = new URLSearchParams(current);
  if (id === null) next.delete('open');
  else next.set('open', id);
  return next;
}
