import { useAccess } from '#features/access/use-access.ts';
import type { TrackingBrand } from '#features/tracking/tracking-brand.ts';

/** The signed-in user's company branding, for the customer-facing tracking pages. */
export function useTrackingBrand(): TrackingBrand {
  const { brandName, brandLogoUrl } = useAccess();
  return { name: brandName, logoUrl: brandLogoUrl };
}
