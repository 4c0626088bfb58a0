import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router';

/**
 * Test helper: shows the router's location (path and query), so tests can see where clicks,
 * links and typing lead. Found by its test id or as the status named "location".
 */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return (
    <output data-testid="location" aria-label="location">
      {`${pathname}${search}`}
    </output>
  );
}

/** Tells `onLocation` where the router is after each render, and shows it unless told not to. */
export function LocationProbe({
  onLocation,
  visible,
}: {
  onLocation: (location: string) => void;
  visible: boolean;
}) {
  const { pathname, search } = useLocation();
  useLayoutEffect(() => {
    onLocation(pathname + search);
  }, [onLocation, pathname, search]);
  return visible ? <CurrentLocation /> : null;
}
