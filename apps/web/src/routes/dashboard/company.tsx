import { Anchor, Stack, Text, Title } from '@mantine/core';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useAccess } from '#features/access/use-access.ts';
import { MyCompanyPage } from '#features/companies/components/my-company-page.tsx';
import { CompanyUsersPanel } from '#features/company-users/company-users-panel.tsx';
import { paths } from '#lib/paths.ts';
import { ViewLoader } from '#ui/view-loader.tsx';

const renderUsers = (companyId: string) => <CompanyUsersPanel companyId={companyId} />;

// The e-mail log (issue 37) is read only when its tab is opened: its code loads then too.
const MessageLog = lazy(() => import('#features/messages/message-log.tsx'));
const renderMessages = (companyId: string) => (
  <Suspense fallback={<ViewLoader />}>
    <MessageLog companyId={companyId} />
  </Suspense>
);

/**
 * My company: company superusers edit their company's profile, brand and billing, and replace
 * its CSD (SPEC §6, issue 39). Platform
 * admins have no company of their own and are pointed to Companies; everyone else reads the
 * same refusal the user menu shows. Its Messages tab holds the company's e-mail log (issue 37).
 */
export default function CompanyRoute() {
  const { t } = useTranslation();
  const { status, isAdmin, canManageCompany, company } = useAccess();
  const [nowMs] = useState(() => Date.now());
  if (status === 'loading') return <ViewLoader />;
  if (!isAdmin && (!canManageCompany || !company))
    return <Refusal title={t('screens.company')} message={t('companies.noPermission')} />;
  if (!company)
    return (
      <Refusal title={t('screens.company')} message={t('companies.adminHasNoCompany')}>
        <Anchor component={Link} to={paths.dashboard.companies}>
          {t('companies.openCompanies')}
        </Anchor>
      </Refusal>
    );
  return (
    <MyCompanyPage
      companyId={company.id}
      nowMs={nowMs}
      renderUsers={renderUsers}
      renderMessages={renderMessages}
      canReplaceCsd={canManageCompany}
    />
  );
}

function Refusal({
  title,
  message,
  children,
}: {
  title: string;
  message: string;
  children?: ReactNode;
}) {
  return (
    <Stack gap="xs">
      <Title order={1}>{title}</Title>
      <Text role="alert">{message}</Text>
      {children}
    </Stack>
  );
}
