import { Alert, Button, Group, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconCloudOff, IconPlus, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { usePendingPartnerIds } from '#data/partners/use-pending-partner-ids.ts';
import { useSyncStatus } from '#data/sync/use-sync-status.ts';
import { PartnerDrawer } from './editor/partner-drawer.tsx';
import { ExportPartnersButton } from './excel/export-partners-button.tsx';
import { ImportDialog } from './excel/import-dialog.tsx';
import { CARDS_QUERY } from './list/partner-grid-columns.ts';
import { ListEmpty, ListLoadError, ListNoMatch, ListSkeleton } from '#ui/list-states.tsx';
import { PartnersGrid } from './list/partners-grid.tsx';
import { PartnersToolbar } from './list/partners-toolbar.tsx';
import { usePartnerList } from './list/use-partner-list.ts';
import classes from './partners-page.module.css';

/**
 * The partners screen: the company's partners (every company's for a platform admin) searched
 * and filtered by the server a page at a time (by this browser's copy while it is away), opened
 * in a drawer (`?open={id}` or `?open=new`), exported and imported.
 */
export function PartnersPage() {
  const { t } = useTranslation();
  const list = usePartnerList();
  const { head, user, companies } = list;
  const { isDemo } = useSyncStatus();
  const pendingIds = usePendingPartnerIds();
  const isFiltered = list.search.trim() !== '' || list.role !== '' || list.type !== '';
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
    if (head.isPending) return <ListSkeleton label={t('partners.loading')} />;
    if (head.isError && !head.data)
      return (
        <ListLoadError
          title={t('partners.loadError')}
          hint={t('partners.loadErrorHint')}
          retryLabel={t('partners.retry')}
          onRetry={() => void head.refetch()}
          isRetrying={head.isFetching}
        />
      );
    if (list.count === 0 && !isFiltered && !head.isPlaceholderData)
      return (
        <ListEmpty
          title={t('partners.emptyTitle')}
          hint={t('partners.emptyHint')}
          actionLabel={t('partners.createFirst')}
          onAction={() => openPartner('new')}
        />
      );
    if (list.count === 0 && !head.isPlaceholderData)
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
        count={list.count}
        rowAt={list.rowAt}
        onRange={list.showRange}
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
          <ExportPartnersButton readAll={list.readAll} isCompact={isCards} />
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
      {head.data?.source === 'local' && !isDemo && (
        <Alert color="orange" variant="light" icon={<IconCloudOff aria-hidden />} p="xs">
          {t('partners.offlineSet')}
        </Alert>
      )}
      {head.data && (list.count > 0 || isFiltered) && (
        <Text size="sm" fw={500} role="status">
          {t('partners.shown', {
            shown: list.count,
            count: Math.max(list.total ?? list.count, list.count),
          })}
        </Text>
      )}
      {renderBody()}
      <PartnerDrawer
        open={open}
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
