import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { Outlet } from 'react-router';
import { chatButtonGeometry } from '../chat-button-geometry.ts';
import { usePrerenderTakeover } from '../prerender/use-prerender-takeover.ts';
import { ChatContactButton } from './chat-contact-button.tsx';
import { MobileNav } from './mobile-nav.tsx';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

export type PublicLayoutProps = {
  /** Sign-in / Dashboard / sign-out, supplied by the route (features do not import each other). */
  sessionActions: ReactNode;
  mobileSessionActions: ReactNode;
};

export function PublicLayout({ sessionActions, mobileSessionActions }: PublicLayoutProps) {
  const [isMenuOpened, menu] = useDisclosure(false);
  usePrerenderTakeover();
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader
        sessionActions={sessionActions}
        isMenuOpened={isMenuOpened}
        onToggleMenu={menu.toggle}
      />
      <MobileNav opened={isMenuOpened} onClose={menu.close} sessionActions={mobileSessionActions} />
      <Box component="main" style={{ flexGrow: 1 }}>
        <Outlet />
      </Box>
      <PublicFooter bottomClearance={chatButtonGeometry.clearancePx} />
      <ChatContactButton />
    </Box>
  );
}
