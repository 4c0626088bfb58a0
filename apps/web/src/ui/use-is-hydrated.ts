import { useSyncExternalStore } from 'react';

const noSubscription = () => () => undefined;

/**
 * False while a pre-rendered page is being rendered on the build machine and while the browser
 * hydrates it; true once the page's scripts run it. Controls that need JavaScript say they are
 * unavailable (`aria-disabled`) until then.
 */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
