import type { PublicTracking } from '@rumbo/domain';

/** What reading a tracking link gave: the shipment, or why there is none. */
export type PublicTrackingRead =
  | { kind: 'found'; tracking: PublicTracking }
  | { kind: 'notFound' }
  | { kind: 'tooMany' }
  | { kind: 'offline' };

/**
 * Reads a tracking link's shipment from `GET /api/track/{token}` (issue 37). A public route
 * beside the record API, with no SDK method and no sign-in: a plain request, so the customer's
 * page loads neither the SDK nor anything of a session (decision 072).
 */
export async function readPublicTracking(
  token: string,
  signal?: AbortSignal,
): Promise<PublicTrackingRead> {
  let response: Response;
  try {
    response = await fetch(`/api/track/${encodeURIComponent(token)}`, {
      headers: { accept: 'application/json' },
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    return { kind: 'offline' };
  }
  if (response.status === 404) return { kind: 'notFound' };
  if (response.status === 429) return { kind: 'tooMany' };
  if (!response.ok) return { kind: 'offline' };
  return { kind: 'found', tracking: (await response.json()) as PublicTracking };
}

/** The token of a tracking page's address (`/t/{token}`), or '' when there is none. */
export function tokenOfPath(pathname: string): string {
  const match = /^\/t\/([A-Za-z0-9_-]+)\/?$/.exec(pathname);
  return match?.[1] ?? '';
}
