import { Anchor, Box, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { paths, SERVICE_KEYS } from '#lib/paths.ts';
import { BrandMark } from '#ui/brand-mark.tsx';
import { contactChannels } from '../contact-channels.ts';

/** Footer; its contact column is the target of every "Contacto" link. */
export function PublicFooter() {
  const { t } = useTranslation();
  return (
    <Box component="footer" py="xl" bg="var(--mantine-color-default-hover)">
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xl">
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
              <Anchor
                key={service}
                component={Link}
                to={paths.service(service)}
                size="sm"
                c="dimmed"
              >
                {t(`publicSite.services.${service}.title`)}
              </Anchor>
            ))}
          </Stack>
          <Stack gap="xs" id={paths.contactAnchor.slice(1)}>
            <Title order={2} size="h5">
              {t('publicSite.contact.heading')}
            </Title>
            <Anchor href={contactChannels.mailto()} size="sm" c="dimmed">
              {contactChannels.email}
            </Anchor>
            {contactChannels.whatsappUrl && (
              <Anchor
                href={contactChannels.whatsappUrl}
                target="_blank"
                rel="noopener noreferrer"
                size="sm"
                c="dimmed"
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
