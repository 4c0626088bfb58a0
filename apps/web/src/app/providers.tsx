import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './global.css';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { colorSchemeManager } from '#lib/color-scheme-manager.ts';
import { i18n } from '#i18n/i18n.ts';
import { queryClient as appQueryClient } from '#lib/query-client.ts';
import { cssVariablesResolver, theme } from '#lib/theme.ts';
import { TOAST_DURATION_MS } from '#ui/toast.ts';

export type AppProvidersProps = {
  children: ReactNode;
  /** Tests pass a fresh client; the app uses the singleton. */
  queryClient?: QueryClient;
};

export function AppProviders({ children, queryClient = appQueryClient }: AppProvidersProps) {
  return (
    <I18nextProvider i18n={i18n}>
      <QueryClientProvider client={queryClient}>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          colorSchemeManager={colorSchemeManager}
          defaultColorScheme="light"
        >
          <ModalsProvider>
            <Notifications autoClose={TOAST_DURATION_MS} />
            {children}
          </ModalsProvider>
        </MantineProvider>
      </QueryClientProvider>
    </I18nextProvider>
  );
}
