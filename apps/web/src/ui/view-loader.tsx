import { useTranslation } from 'react-i18next';
import { PageLoader } from './page-loader.tsx';

/** Placeholder while a lazily loaded view arrives ('Cargando…'). */
export function ViewLoader() {
  const { t } = useTranslation();
  return <PageLoader text={t('errors.viewLoading')} />;
}
