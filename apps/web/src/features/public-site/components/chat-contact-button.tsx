import { ActionIcon, Affix, getDefaultZIndex } from '@mantine/core';
import { IconMessageCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { chatButtonGeometry } from '../chat-button-geometry.ts';
import { contactChannels } from '../contact-channels.ts';

/**
 * Floating chat-contact button on every public page. 48 px keeps a comfortable touch target
 * while covering less text on phones; the layout pads the page's end by the button's height,
 * so whatever it floats over can always be scrolled clear of it.
 */
export function ChatContactButton() {
  const { t } = useTranslation();
  // Below the modal layer, so the mobile menu and its overlay cover it.
  return (
    <Affix
      position={{ bottom: chatButtonGeometry.offsetPx, right: chatButtonGeometry.offsetPx }}
      zIndex={getDefaultZIndex('app')}
    >
      <ActionIcon
        component="a"
        href={contactChannels.chatUrl}
        target="_blank"
        rel="noopener noreferrer"
        size={chatButtonGeometry.sizePx}
        radius="xl"
        variant="filled"
        aria-label={t('publicSite.contact.chat')}
        title={t('publicSite.contact.chat')}
        style={{ boxShadow: 'var(--mantine-shadow-md)' }}
      >
        <IconMessageCircle size={26} aria-hidden />
      </ActionIcon>
    </Affix>
  );
}
