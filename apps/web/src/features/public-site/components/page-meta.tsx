import { useTranslation } from 'react-i18next';

export type PageMetaProps = {
  title: string;
  description: string;
};

/**
 * Title, description and Open Graph tags of a public page. React 19 hoists these into <head>
 * and removes them when the page unmounts, so every route owns its own tags.
 */
export function PageMeta({ title, description }: PageMetaProps) {
  const { t } = useTranslation();
  return (
    <>
      <title>{title}</title>
      <meta name="description" content={description} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={t('publicSite.meta.siteName')} />
      <meta property="og:locale" content="es_MX" />
      <meta property="og:title" content={title} />
      <meta property="og:description" content={description} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}
