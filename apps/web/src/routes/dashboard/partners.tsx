import { useTranslation } from 'react-i18next';
import { PlaceholderPage } from '#ui/placeholder-page.tsx';

export default function PartnersRoute() {
  const { t } = useTranslation();
  return <PlaceholderPage title={t('screens.partners')} />;
}
