import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { ServiceKey } from '#lib/paths.ts';
import { contactChannels } from '../contact-channels.ts';
import { serviceFeatureIcons } from '../service-feature-icons.ts';
import { CheckList } from './check-list.tsx';
import { CtaBand } from './cta-band.tsx';
import { FaqList } from './faq-list.tsx';
import { FeatureGrid } from './feature-grid.tsx';
import { Hero } from './hero.tsx';
import { ServiceIllustration } from './illustrations/service-illustration.tsx';
import { PageMeta } from './page-meta.tsx';
import { PageSection } from './page-section.tsx';
import { ServiceCards } from './service-cards.tsx';
import { StepsList } from './steps-list.tsx';

export type ServicePageProps = {
  service: ServiceKey;
};

/** One service: what it is, for whom, what it includes, how it works, benefits, FAQ, contact. */
export function ServicePage({ service }: ServicePageProps) {
  const { t } = useTranslation();
  const key = `publicSite.services.${service}` as const;
  const title = t(`${key}.title`);
  return (
    <>
      <PageMeta
        title={t('publicSite.meta.titleSuffix', { title })}
        description={t(`${key}.metaDescription`)}
      />
      <Hero
        eyebrow={t('publicSite.services.eyebrow')}
        title={title}
        body={t(`${key}.lead`)}
        illustration={<ServiceIllustration service={service} />}
        actions={
          <Button component="a" href={contactChannels.mailto(title)} size="md">
            {t('publicSite.services.cta')}
          </Button>
        }
      />
      <PageSection title={t('publicSite.sections.audience')} tone="tinted">
        <CheckList items={t(`${key}.audience`, { returnObjects: true })} />
      </PageSection>
      <PageSection title={t('publicSite.sections.features')}>
        <FeatureGrid
          features={t(`${key}.features`, { returnObjects: true })}
          icons={serviceFeatureIcons[service]}
        />
      </PageSection>
      <PageSection title={t('publicSite.sections.steps')} tone="tinted">
        <StepsList steps={t(`${key}.steps`, { returnObjects: true })} />
      </PageSection>
      <PageSection title={t('publicSite.sections.benefits')}>
        <CheckList items={t(`${key}.benefits`, { returnObjects: true })} />
      </PageSection>
      <PageSection title={t('publicSite.sections.faq')} tone="tinted">
        <FaqList questions={t(`${key}.faq`, { returnObjects: true })} />
      </PageSection>
      <PageSection title={t('publicSite.sections.related')}>
        <ServiceCards exclude={service} />
      </PageSection>
      <CtaBand
        title={t('publicSite.services.ctaBand.title')}
        body={t('publicSite.services.ctaBand.body')}
        actionLabel={t('publicSite.services.cta')}
        subject={title}
      />
    </>
  );
}
