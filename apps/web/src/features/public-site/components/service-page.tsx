import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ServiceKey } from '#lib/paths.ts';
import { contactChannels } from '../contact-channels.ts';
import { Hero } from './hero.tsx';

export type ServicePageProps = {
  service: ServiceKey;
};

export function ServicePage({ service }: ServicePageProps) {
  const { t } = useTranslation();
  const title = t(`publicSite.services.${service}.title`);
  return (
    <Hero
      title={title}
      body={t(`publicSite.services.${service}.body`)}
      action={
        <Button component="a" href={contactChannels.mailto(title)} size="md">
          {t('publicSite.services.cta')}
        </Button>
      }
    />
  );
}
