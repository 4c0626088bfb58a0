import type { QueryClient } from '@tanstack/react-query';

/**
 * Reads every query again after the data under all of them changed source (`?seed` switches
 * the lists to the browser's demo copy, `?reset` back to the server). An invalidation alone is
 * not enough: TanStack joins a refetch to a fetch still on its way when the query has no data
 * yet (a first load), so a list requested before the switch would land with the old source's
 * answer and stay. Those fetches are called off first, and every query then asked again.
 */
export async function readEverythingAgain(queryClient: QueryClient): Promise<void> {
  await queryClient.cancelQueries({ predicate: (query) => query.state.data === undefined });
  await queryClient.invalidateQueries();
}
