import { useCallback, useLayoutEffect, useRef } from 'react';

/**
 * A function that never changes identity but always calls the latest `handler`, so the memoised
 * rows of a long list do not all re-render when the page's handlers are recreated.
 */
export function useStableHandler<A extends unknown[]>(handler: (...args: A) => void) {
  const latest = useRef(handler);
  useLayoutEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: A) => latest.current(...args), []);
}
