import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { CompanyEditor } from './company-editor.tsx';

export type MyCompanyPageProps = {
  companyId: string;
  nowMs: number;
  renderUsers: (companyId: string) => ReactNode;
};

/** My company (company superusers): profile and brand editable, membership read-only, users. */
export function MyCompanyPage({ companyId, nowMs, renderUsers }: MyCompanyPageProps) {
  const { t } = useTranslation();
  return (
    <CompanyEditor
      companyId={companyId}
      scope="profile"
      nowMs={nowMs}
      title={t('companies.myCompanyTitle')}
      renderUsers={renderUsers}
    />
  );
}
