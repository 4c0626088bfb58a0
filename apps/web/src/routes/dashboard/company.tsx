import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#ui/placeholder-page.tsx';

export default function CompanyRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('screens.company')} />;
}
