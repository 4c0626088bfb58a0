import { paths } from '#lib/paths.ts';

/** The results page of a tracking number. */
export function trackingResultsPath(query: string): string {
  return `${paths.trackingDemoResults}?${new URLSearchParams({ q: query.trim() })}`;
}
