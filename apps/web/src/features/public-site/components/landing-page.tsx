import { Button, Container, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths } from '#lib/paths.ts';
import { contactChannels } from '../contact-channels.ts';
import { Hero } from './hero.tsx';
import { ServiceCards } from './service-cards.tsx';

export function LandingPage() {
  const { t } = useTranslation();
  return (
    <>
      <Hero
        title={t('publicSite.landing.title')}
        body={t('publicSite.landing.body')}
        action={
          <Button
            component="a"
            href={contactChannels.mailto(t('publicSite.contact.demoSubject'))}
            size="md"
          >
            {t('publicSite.landing.cta')}
          </Button>
        }
      />
      <Container size="lg" pb={80} id={paths.servicesAnchor.split('#')[1]}>
        <Stack gap="lg">
          <Title order={2}>{t('publicSite.landing.servicesTitle')}</Title>
          <ServiceCards />
        </Stack>
      </Container>
    </>
  );
}
