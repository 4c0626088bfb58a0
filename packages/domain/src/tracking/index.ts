// The domain's tracking rules, as the package exports them (see ../index.ts).
export { normalizeTrackingNumber } from './normalize-tracking-number.ts';
export {
  classifyTrackingNumber,
  type TrackingHint,
  type TrackingNumberClass,
  type TrackingNumberKind,
} from './classify-tracking-number.ts';
export { trackedNumbers, type TrackedNumber, type TrackedNumberKind } from './tracked-numbers.ts';
export { findTrackedShipments, type TrackedShipmentMatch } from './find-tracked-shipments.ts';
export { trackingSamples } from './tracking-samples.ts';
export { locationTimeZone, type LocationTimeZone } from './location-time-zone.ts';
export {
  trackingMilestones,
  type TrackingDelay,
  type TrackingMilestone,
} from './tracking-milestones.ts';
export {
  trackingResult,
  type TrackingResult,
  type TrackingTransport,
  type TrackingUnit,
} from './tracking-result.ts';
export {
  publicTracking,
  sharedDocuments,
  type PublicTracking,
  type PublicTrackingDocument,
  type PublicTrackingInput,
  type PublicTrackingLeg,
} from './public-tracking.ts';
