import { QueryClient } from '@tanstack/react-query';
import { ClientResponseError } from 'pocketbase';

const MAX_RETRIES = 2;

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      retry: retryUnlessClientError,
      // Several people edit the same shipments: coming back to the tab should show fresh data.
      refetchOnWindowFocus: true,
    },
    mutations: { retry: false },
  },
});

/** A 4xx answer will not change on retry; network failures and 5xx may. */
export function retryUnlessClientError(failureCount: number, error: unknown): boolean {
  const status = error instanceof ClientResponseError ? error.status : 0;
  if (status >= 400 && status < 500) return false;
  return failureCount < MAX_RETRIES;
}
