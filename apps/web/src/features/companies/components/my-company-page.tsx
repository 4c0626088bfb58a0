import { IconMail } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyEditor } from './company-editor.tsx';

export type MyCompanyPageProps = {
  companyId: string;
  nowMs: number;
  renderUsers: (companyId: string) => ReactNode;
  /** The company's e-mail log (issue 37), shown in its own tab while that tab is open. */
  renderMessages?: (companyId: string) => ReactNode;
  /** Whether the person may replace the company's CSD (issue 39): its superusers. */
  canReplaceCsd?: boolean;
};

/**
 * My company (company superusers): profile, brand and billing (CFDI) editable, membership
 * read-only, users, and the messages sent for the company.
 */
export function MyCompanyPage({
  companyId,
  nowMs,
  renderUsers,
  renderMessages,
  canReplaceCsd = false,
}: MyCompanyPageProps) {
  const { t } = useTranslation();
  const moreTabs = renderMessages
    ? [
        {
          value: 'messages',
          label: t('messages.tab'),
          icon: <IconMail size={16} aria-hidden />,
          panel: renderMessages(companyId),
        },
      ]
    : [];
  return (
    <CompanyEditor
      companyId={companyId}
      scope="profile"
      nowMs={nowMs}
      title={t('companies.myCompanyTitle')}
      renderUsers={renderUsers}
      moreTabs={moreTabs}
      canReplaceCsd={canReplaceCsd}
    />
  );
}
