import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#ui/placeholder-page.tsx';

export default function ReportsRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('screens.reports')} />;
}
