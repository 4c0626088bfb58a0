import { Stack, Text, Title } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAccess } from '#features/access/use-access.ts';
import { CompaniesPage } from '#features/companies/components/companies-page.tsx';
import { CompanyUsersPanel } from '#features/company-users/company-users-panel.tsx';
import { ViewLoader } from '#ui/view-loader.tsx';

const renderUsers = (companyId: string) => <CompanyUsersPanel companyId={companyId} />;

/**
 * Companies: platform admins only. Anyone else who reaches the URL stays on it and reads why
 * (the sidebar never links them here), rather than being bounced without a word.
 */
export default function CompaniesRoute() {
  const { t } = useTranslation();
  const { status, isAdmin } = useAccess();
  const [nowMs] = useState(() => Date.now());
  if (status === 'loading') return <ViewLoader />;
  if (!isAdmin)
    return (
      <Stack gap="xs">
        <Title order={1}>{t('screens.companies')}</Title>
        <Text role="alert">{t('companies.adminOnly')}</Text>
      </Stack>
    );
  return <CompaniesPage nowMs={nowMs} renderUsers={renderUsers} />;
}
