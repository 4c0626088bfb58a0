import type { ProductModule } from '../registry.ts';
import { registerTrackingLinkHooks } from './tracking-link-hooks.ts';
import { registerTrackRoutes } from './track-routes.ts';

/**
 * Tracking links (issue 37, docs/decisions/072): links a forwarder gives its customers to follow
 * one shipment without signing in, made and revoked through the record API, read at
 * `/api/track/{token}`.
 */
export const trackingModule: ProductModule = {
  name: 'tracking',
  register(core, context) {
    registerTrackingLinkHooks(core);
    return { routes: (app) => registerTrackRoutes(app, core, context.clock) };
  },
};
