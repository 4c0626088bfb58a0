import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#ui/placeholder-page.tsx';

export default function CompaniesRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('screens.companies')} />;
}
