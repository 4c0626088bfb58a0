import { toDate } from '@rumbo/domain';

/** Where a link stands: it opens the shipment (active), or it no longer does, and why. */
export type TrackingLinkStatus = 'active' | 'expired' | 'revoked';

/**
 * A link's status at `now`: revoked wins over expired (the person ended it on purpose); a link
 * with no expiry, or one that cannot be read, expires never (as the server reads it).
 */
export function trackingLinkStatus(
  link: { revoked: boolean; expiresAt: string },
  now: Date,
): TrackingLinkStatus {
  if (link.revoked) return 'revoked';
  const expiry = link.expiresAt ? toDate(link.expiresAt, 0) : null;
  return expiry && expiry.getTime() <= now.getTime() ? 'expired' : 'active';
}

/** The address a customer opens: `{origin}/t/{token}` on the web app's own origin. */
export function trackingLinkUrl(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/t/${encodeURIComponent(token)}`;
}
