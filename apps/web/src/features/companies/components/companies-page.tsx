import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { BusySpinner } from '#ui/busy-spinner.tsx';
import { companyMatchesSearch, type CompaniesRecord } from '@rumbo/domain';
import { IconPlus, IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { companiesQuery } from '#data/companies/companies-query.ts';
import { errorMessage, useCompanyActions } from '../use-company-actions.ts';
import { CompaniesTable } from './companies-table.tsx';
import { CompanyEditor } from './company-editor.tsx';

// The editor is addressed in the URL (`?open=<id>`, `?open=new`), so reload and back keep it.
const OPEN_PARAM = 'open';
const NEW_COMPANY = 'new';

export type CompaniesPageProps = {
  nowMs: number;
  renderUsers: (companyId: string) => ReactNode;
};

/** Companies (platform admins): the list with search, and the editor of one company. */
export function CompaniesPage({ nowMs, renderUsers }: CompaniesPageProps) {
  const [params, setParams] = useSearchParams();
  const open = params.get(OPEN_PARAM);
  const setOpen = (value: string | null) => setParams(value ? { [OPEN_PARAM]: value } : {});
  if (open)
    return (
      <CompanyEditor
        key={open}
        companyId={open === NEW_COMPANY ? null : open}
        scope="all"
        nowMs={nowMs}
        canReplaceCsd
        renderUsers={renderUsers}
        onBack={() => setOpen(null)}
        onCreated={(company) => setParams({ [OPEN_PARAM]: company.id }, { replace: true })}
      />
    );
  return <CompaniesList nowMs={nowMs} onOpen={setOpen} />;
}

function CompaniesList({ nowMs, onOpen }: { nowMs: number; onOpen: (id: string) => void }) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const companies = useQuery(companiesQuery());
  const { remove } = useCompanyActions();
  const shown = (companies.data ?? []).filter((company) => companyMatchesSearch(company, search));
  const handleDelete = (company: CompaniesRecord) => void remove(company);
  return (
    <Stack gap="md">
      <Group justify="space-between" align="center">
        <Title order={1}>{t('companies.title')}</Title>
        <Button
          leftSection={<IconPlus size={18} aria-hidden />}
          onClick={() => onOpen(NEW_COMPANY)}
        >
          {t('companies.list.create')}
        </Button>
      </Group>
      <TextInput
        type="search"
        label={t('companies.list.search')}
        placeholder={t('companies.list.searchPlaceholder')}
        leftSection={<IconSearch size={16} aria-hidden />}
        value={search}
        onChange={(event) => setSearch(event.currentTarget.value)}
        maw={420}
      />
      {companies.isPending && <BusySpinner label={t('common.loading')} />}
      {companies.isError && (
        <Alert color="red" role="alert">
          {t('companies.loadFailed', { message: errorMessage(companies.error) })}
        </Alert>
      )}
      {companies.data && (
        <>
          <Text size="sm" c="dimmed" aria-live="polite">
            {shown.length === 0
              ? search.trim()
                ? t('companies.list.noMatches', { query: search.trim() })
                : t('companies.list.empty')
              : t('companies.list.count', { count: shown.length })}
          </Text>
          {shown.length > 0 && (
            <CompaniesTable
              companies={shown}
              nowMs={nowMs}
              onOpen={(company) => onOpen(company.id)}
              onDelete={handleDelete}
            />
          )}
        </>
      )}
    </Stack>
  );
}
