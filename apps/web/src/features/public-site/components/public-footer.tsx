import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { paths, SERVICE_KEYS } from '#lib/paths.ts';
import { BrandMark } from '#ui/brand-mark.tsx';
import { contactChannels } from '../contact-channels.ts';
import sectionClasses from './page-section.module.css';

export type PublicFooterProps = {
  /** Space kept below the last line (px), clear of the floating chat button. */
  bottomClearance: number;
};

/** Footer; its contact column is the target of every "Contacto" link. */
export function PublicFooter({ bottomClearance }: PublicFooterProps) {
  const { t } = useTranslation();
  return (
    <Box
      component="footer"
      pt="xl"
      pb={bottomClearance}
      className={sectionClasses.tinted}
      style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
    >
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xl">
          <Stack gap="xs">
            <BrandMark />
            <Text size="sm" c="dimmed">
              {t('publicSite.tagline')}
            </Text>
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('publicSite.nav.services')}
            </Title>
            {SERVICE_KEYS.map((service) => (
              <FooterLink key={service} to={paths.service(service)}>
                {t(`publicSite.services.${service}.title`)}
              </FooterLink>
            ))}
          </Stack>
          <Stack gap="xs">
            <Title order={2} size="h5">
              {t('publicSite.footer.platform')}
            </Title>
            <FooterLink to={paths.trackingDemo}>{t('publicSite.nav.demo')}</FooterLink>
            <FooterLink to={paths.login}>{t('publicSite.footer.signIn')}</FooterLink>
          </Stack>
          <Stack gap="xs" id={paths.contactAnchor.slice(1)}>
            <Title order={2} size="h5">
              {t('publicSite.contact.heading')}
            </Title>
            <Text size="sm" c="dimmed">
              {t('publicSite.contact.body')}
            </Text>
            <Anchor href={contactChannels.mailto()} size="sm" fw={600}>
              {contactChannels.email}
            </Anchor>
            {contactChannels.whatsappUrl && (
              <Anchor
                href={contactChannels.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                fw={600}
              >
                {t('publicSite.contact.whatsapp')}
              </Anchor>
            )}
          </Stack>
        </SimpleGrid>
        <Text size="xs" c="dimmed" mt="xl">
          {t('publicSite.footer.copyright', { year: new Date().getFullYear() })}
        </Text>
      </Container>
    </Box>
  );
}

type FooterLinkProps = { to: string; children: string };

function FooterLink({ to, children }: FooterLinkProps) {
  return (
    <Anchor href={to} size="sm" c="dimmed">
      {children}
    </Anchor>
  );
}
