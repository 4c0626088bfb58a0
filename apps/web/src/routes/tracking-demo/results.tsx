import { TrackingResultsPage } from '#features/tracking/tracking-results-page.tsx';
import { useTrackingBrand } from './tracking-brand.ts';

/** Protected, outside the dashboard shell (SPEC §2): the shipments a tracking number finds. */
export default function TrackingDemoResultsRoute() {
  return <TrackingResultsPage brand={useTrackingBrand()} />;
}
