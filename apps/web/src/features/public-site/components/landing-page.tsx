import { Button } from '@mantine/core';
import { IconBellRinging, IconRoute, IconUsersGroup, IconWifiOff } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { paths } from '#lib/paths.ts';
import { contactChannels } from '../contact-channels.ts';
import { CtaBand } from './cta-band.tsx';
import { FeatureGrid } from './feature-grid.tsx';
import { Hero } from './hero.tsx';
import { HeroIllustration } from './illustrations/hero-illustration.tsx';
import { LandingCoverage } from './landing-coverage.tsx';
import { PageMeta } from './page-meta.tsx';
import { PageSection } from './page-section.tsx';
import { ServiceCards } from './service-cards.tsx';
import { StepsList } from './steps-list.tsx';

// In the order of the catalogue's landing.benefits.items.
const BENEFIT_ICONS = [IconRoute, IconBellRinging, IconUsersGroup, IconWifiOff];
const SERVICES_SECTION_ID = paths.servicesAnchor.split('#')[1];

export function LandingPage() {
  const { t } = useTranslation();
  const demoSubject = t('publicSite.contact.demoSubject');
  return (
    <>
      <PageMeta
        title={t('publicSite.landing.metaTitle')}
        description={t('publicSite.landing.metaDescription')}
      />
      <Hero
        eyebrow={t('publicSite.landing.eyebrow')}
        title={t('publicSite.landing.title')}
        body={t('publicSite.landing.body')}
        illustration={<HeroIllustration />}
        actions={
          <>
            <Button component="a" href={contactChannels.mailto(demoSubject)} size="md">
              {t('publicSite.landing.cta')}
            </Button>
            <Button component="a" href={paths.servicesAnchor} size="md" variant="default">
              {t('publicSite.landing.secondaryCta')}
            </Button>
          </>
        }
      />
      <LandingCoverage />
      <PageSection
        id={SERVICES_SECTION_ID}
        title={t('publicSite.landing.servicesTitle')}
        intro={t('publicSite.landing.servicesBody')}
      >
        <ServiceCards />
      </PageSection>
      <PageSection title={t('publicSite.landing.benefits.title')} tone="tinted">
        <FeatureGrid
          features={t('publicSite.landing.benefits.items', { returnObjects: true })}
          icons={BENEFIT_ICONS}
          columns={4}
        />
      </PageSection>
      <PageSection title={t('publicSite.landing.steps.title')}>
        <StepsList steps={t('publicSite.landing.steps.items', { returnObjects: true })} />
      </PageSection>
      <CtaBand
        title={t('publicSite.landing.ctaBand.title')}
        body={t('publicSite.landing.ctaBand.body')}
        actionLabel={t('publicSite.landing.cta')}
        subject={demoSubject}
      />
    </>
  );
}
