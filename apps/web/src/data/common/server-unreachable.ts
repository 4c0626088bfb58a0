import { ClientResponseError } from 'pocketbase';

/**
 * True when a failed call means the server is away: no answer at all (status 0) or a 5xx.
 * Only then does the data layer fall back to the browser's copy; a 4xx is the server's verdict
 * and is thrown as it is. A request we aborted ourselves is not a sign of being offline.
 */
export function isServerUnreachable(error: unknown): boolean {
  if (!(error instanceof ClientResponseError) || error.isAbort) return false;
  return error.status === 0 || error.status >= 500;
}
