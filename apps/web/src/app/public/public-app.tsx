import { MantineProvider } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SessionActions } from '#features/auth/components/session-actions.tsx';
import { PublicLayout } from '#features/public-site/components/public-layout.tsx';
import { colorSchemeManager } from '#lib/color-scheme-manager.ts';
import { i18n } from '#i18n/i18n-public.ts';
import { cssVariablesResolver, theme } from '#lib/theme.ts';
import { useToastHostRequested } from '#ui/toast-host.ts';

const ToastHost = lazy(() => import('./public-toast-host.tsx'));

export type PublicAppProps = {
  /** The page inside the public layout. */
  children: ReactNode;
};

/**
 * One public page with everything around it. The build renders it to HTML and the browser
 * hydrates the same tree (app/public/start-public-site.tsx), so both must stay identical.
 */
export function PublicApp({ children }: PublicAppProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <MantineProvider
        theme={theme}
        cssVariablesResolver={cssVariablesResolver}
        colorSchemeManager={colorSchemeManager}
        defaultColorScheme="light"
      >
        <PublicLayout
          sessionActions={<SessionActions />}
          mobileSessionActions={<SessionActions stacked />}
        >
          {children}
        </PublicLayout>
        <LazyToastHost />
      </MantineProvider>
    </I18nextProvider>
  );
}

function LazyToastHost() {
  const isRequested = useToastHostRequested();
  if (!isRequested) return null;
  return (
    <Suspense fallback={null}>
      <ToastHost />
    </Suspense>
  );
}
