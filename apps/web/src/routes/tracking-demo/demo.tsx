import { TrackingSearchPage } from '#features/tracking/tracking-search-page.tsx';
import { useTrackingBrand } from './tracking-brand.ts';

/** Protected, outside the dashboard shell (SPEC §2): the forwarder's branded tracking search. */
export default function TrackingDemoRoute() {
  return <TrackingSearchPage brand={useTrackingBrand()} />;
}
