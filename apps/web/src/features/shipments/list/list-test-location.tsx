import { useLocation } from 'react-router';

/** Test helper: shows the router's location, so tests can see where clicks and typing lead. */
export function CurrentLocation() {
  const { pathname, search } = useLocation();
  return <output aria-label="location">{`${pathname}${search}`}</output>;
}
