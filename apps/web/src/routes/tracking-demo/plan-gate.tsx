import { Outlet } from 'react-router';
import { useAccess } from '#features/access/use-access.ts';
import { TrackingRefusal } from '#features/tracking/tracking-refusal.tsx';
import { useTrackingBrand } from './tracking-brand.ts';

/**
 * The tracking demo is gated as Tariffs are (SPEC §2: the silver plan has no Site Demo entry):
 * typing /tracking-demo or its results address shows why it is closed instead of the page.
 * The membership gate above it has already waited for the access to be known.
 */
export default function TrackingDemoPlanGate() {
  const { isAdmin, canSeeTariffs } = useAccess();
  const brand = useTrackingBrand();
  if (!isAdmin && !canSeeTariffs) return <TrackingRefusal brand={brand} />;
  return <Outlet />;
}
