import { ActionIcon, Affix, getDefaultZIndex } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { contactChannels } from '../contact-channels.ts';

/** Floating chat-contact button on every public page. */
export function ChatContactButton() {
  const { t } = useTranslation();
  // Below the modal layer, so the mobile menu and its overlay cover it.
  return (
    <Affix position={{ bottom: 20, right: 20 }} zIndex={getDefaultZIndex('app')}>
      <ActionIcon
        component="a"
        href={contactChannels.chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        size={56}
        radius="xl"
        variant="filled"
        aria-label={t('publicSite.contact.chat')}
        title={t('publicSite.contact.chat')}
        style={{ boxShadow: 'var(--mantine-shadow-md)' }}
      >
        <IconMessageCircle size={28} aria-hidden />
      </ActionIcon>
    </Affix>
  );
}
