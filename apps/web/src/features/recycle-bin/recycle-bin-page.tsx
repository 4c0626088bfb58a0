import { Box, Group, NativeSelect, Pagination, Stack, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { companiesQuery } from '#data/companies/companies-query.ts';
import { recycleBinQuery } from '#data/recycle-bin/recycle-bin-query.ts';
import { ListLoadError, ListSkeleton } from '#ui/list-states.tsx';
import { useNow } from '#ui/use-now.ts';
import { RecycleBinCards } from './recycle-bin-cards.tsx';
import { RecycleBinEmpty } from './recycle-bin-empty.tsx';
import { RecycleBinTable } from './recycle-bin-table.tsx';
import { RestoreNotices } from './restore-notices.tsx';
import { useBinRestore } from './use-bin-restore.ts';

const PER_PAGE = 20;
// SPEC §9's mobile breakpoint, as the other lists: cards instead of the table's columns.
const CARDS_QUERY = '(max-width: 860px)';
const MINUTE_MS = 60_000;

export type RecycleBinPageProps = {
  /** A platform admin sees every company's deleted records, with a company column and filter. */
  isAdmin: boolean;
};

/**
 * /dashboard/recycle-bin: the deleted shipments, partners and tariff lines still kept, newest
 * first, a page at a time, each with who deleted it, when, how long it is kept, and Restore.
 */
export function RecycleBinPage({ isAdmin }: RecycleBinPageProps) {
  const { t } = useTranslation();
  const [company, setCompany] = useState('');
  const [page, setPage] = useState(1);
  const bin = useQuery(recycleBinQuery({ page, perPage: PER_PAGE, company }));
  const companyNames = useCompanyNames(isAdmin);
  const { restore, restoringIds, notices, dismiss } = useBinRestore();
  const now = useNow(MINUTE_MS);
  const isCards =
    useMediaQuery(CARDS_QUERY, undefined, { getInitialValueInEffect: false }) ?? false;
  const totalPages = bin.data?.totalPages ?? 0;
  // Restoring the last items of the last page leaves it empty: show the one before (state
  // derived from what was just read, set while rendering as React allows).
  if (bin.data && !bin.isPlaceholderData && totalPages > 0 && page > totalPages)
    setPage(totalPages);
  const handleCompany = (value: string) => {
    setPage(1);
    setCompany(value);
  };

  const renderBody = () => {
    if (bin.isPending) return <ListSkeleton label={t('recycleBin.loading')} />;
    if (bin.isError && !bin.data)
      return (
        <ListLoadError
          title={t('recycleBin.loadError')}
          hint={t('recycleBin.loadErrorHint')}
          retryLabel={t('recycleBin.retry')}
          onRetry={() => void bin.refetch()}
          isRetrying={bin.isFetching}
        />
      );
    if (bin.data.totalItems === 0 && !bin.isPlaceholderData) return <RecycleBinEmpty />;
    const List = isCards ? RecycleBinCards : RecycleBinTable;
    return (
      <List
        items={bin.data.items}
        now={now}
        companyNames={isAdmin ? companyNames : null}
        restoringIds={restoringIds}
        onRestore={(item) => void restore(item)}
      />
    );
  };

  return (
    <Stack gap="md">
      <Stack gap={4}>
        <Title order={1}>{t('recycleBin.title')}</Title>
        <Text c="dimmed" size="sm" maw={720}>
          {t('recycleBin.intro')}
        </Text>
      </Stack>
      <RestoreNotices notices={notices} onDismiss={dismiss} />
      <Group justify="space-between" align="flex-end" gap="sm">
        {isAdmin && (
          <NativeSelect
            label={t('recycleBin.companyFilter')}
            value={company}
            onChange={(event) => handleCompany(event.currentTarget.value)}
            data={[
              { value: '', label: t('recycleBin.allCompanies') },
              ...[...companyNames].map(([value, label]) => ({ value, label })),
            ]}
            w={isCards ? '100%' : 280}
          />
        )}
        {bin.data && bin.data.totalItems > 0 && (
          <Text size="sm" fw={500} role="status">
            {t('recycleBin.count', { count: bin.data.totalItems })}
          </Text>
        )}
      </Group>
      {renderBody()}
      {totalPages > 1 && (
        <Box component="nav" aria-label={t('recycleBin.pagination')}>
          <Pagination
            total={totalPages}
            value={Math.min(page, totalPages)}
            onChange={setPage}
            size={isCards ? 'sm' : 'md'}
            getControlProps={(control) => ({ 'aria-label': t(`recycleBin.${control}Page`) })}
          />
        </Box>
      )}
    </Stack>
  );
}

/** Company names by id, read for platform admins only (anyone else sees one company). */
function useCompanyNames(isAdmin: boolean): ReadonlyMap<string, string> {
  const companies = useQuery({ ...companiesQuery(), enabled: isAdmin });
  return useMemo(
    () => new Map((companies.data ?? []).map((company) => [company.id, company.name])),
    [companies.data],
  );
}
