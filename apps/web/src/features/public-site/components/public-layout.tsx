import { Box } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { chatButtonGeometry } from '../chat-button-geometry.ts';
import { ChatContactButton } from './chat-contact-button.tsx';
import { PublicFooter } from './public-footer.tsx';
import { PublicHeader } from './public-header.tsx';

// The panel (a drawer with focus trap and scroll lock) is code most visitors never need: it
// loads when the menu button is first approached or pressed.
const loadMobileNav = () => import('./mobile-nav.tsx');
const MobileNav = lazy(async () => ({ default: (await loadMobileNav()).MobileNav }));

export type PublicLayoutProps = {
  /** Sign-in / Dashboard / sign-out, supplied by the app (features do not import each other). */
  sessionActions: ReactNode;
  mobileSessionActions: ReactNode;
  /** The page. */
  children: ReactNode;
};

export function PublicLayout({
  sessionActions,
  mobileSessionActions,
  children,
}: PublicLayoutProps) {
  const [isMenuOpened, menu] = useDisclosure(false);
  const [hasOpenedMenu, setHasOpenedMenu] = useState(false);
  const toggleMenu = () => {
    setHasOpenedMenu(true);
    menu.toggle();
  };
  return (
    <Box mih="100dvh" style={{ display: 'flex', flexDirection: 'column' }}>
      <PublicHeader
        sessionActions={sessionActions}
        isMenuOpened={isMenuOpened}
        onToggleMenu={toggleMenu}
        onApproachMenu={() => void loadMobileNav()}
      />
      {hasOpenedMenu && (
        <Suspense fallback={null}>
          <MobileNav
            opened={isMenuOpened}
            onClose={menu.close}
            sessionActions={mobileSessionActions}
          />
        </Suspense>
      )}
      <Box component="main" style={{ flexGrow: 1 }}>
        {children}
      </Box>
      <PublicFooter bottomClearance={chatButtonGeometry.clearancePx} />
      <ChatContactButton />
    </Box>
  );
}
