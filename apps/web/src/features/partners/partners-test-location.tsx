import { useLocation } from 'react-router';

/** Test helper: shows the router's location, so tests can see where clicks lead. */
export function CurrentLocation() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname + location.search}</output>;
}
