import { useCallback, useContext } from 'react';
import {
  UNSAFE_DataRouterContext,
  useLocation,
  useSearchParams,
  type NavigateOptions,
} from 'react-router';

export type SearchParamsChange = (current: URLSearchParams) => URLSearchParams;

/**
 * Changes the page's query parameters starting from the URL as the router has it now, not as
 * this component last rendered it (docs/decisions/040). The router renders a navigation in a
 * transition, so for a while the parameters a component holds lag behind the URL; a write made
 * then from that copy (a timer, a click right after another navigation) would undo the other
 * navigation, e.g. close the editor `?open=` just opened. A data router (the app's) knows its
 * location before React shows it; under a plain router (some component tests) the rendered
 * parameters are all there is. A write meant for this page is dropped once the router has left it.
 */
export function useSearchParamsWriter(): (
  change: SearchParamsChange,
  options?: NavigateOptions,
) => void {
  const [, setSearchParams] = useSearchParams();
  const { pathname } = useLocation();
  const router = useContext(UNSAFE_DataRouterContext)?.router;
  return useCallback(
    (change, options) => {
      const live = router?.state.location;
      if (live && live.pathname !== pathname) return;
      setSearchParams(
        (rendered) => change(live ? new URLSearchParams(live.search) : rendered),
        options,
      );
    },
    [router, pathname, setSearchParams],
  );
}
