import { ActionIcon, Group } from '@mantine/core';
import { IconBrandWhatsapp, IconMail } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { contactChannels } from '../contact-channels.ts';

/** Header contact links: email, and WhatsApp when configured. */
export function ContactLinks() {
  const { t } = useTranslation();
  return (
    <Group gap={4}>
      <ActionIcon
        component="a"
        href={contactChannels.mailto()}
        variant="subtle"
        size="lg"
        aria-label={t('publicSite.contact.email', { email: contactChannels.email })}
      >
        <IconMail size={20} aria-hidden />
      </ActionIcon>
      {contactChannels.whatsappUrl && (
        <ActionIcon
          component="a"
          href={contactChannels.whatsappUrl}
          target="_blank"
          rel="noopener noreferrer"
          variant="subtle"
          size="lg"
          aria-label={t('publicSite.contact.whatsapp')}
        >
          <IconBrandWhatsapp size={20} aria-hidden />
        </ActionIcon>
      )}
    </Group>
  );
}
