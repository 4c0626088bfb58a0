import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { tokenOfPath } from '#data/public-tracking/read-public-tracking.ts';
import { TrackPage } from '#features/track-page/track-page.tsx';

/** Starts a tracking link's page (track.html, issue 37) for the token in the address. */
export function startTrackPage(container: HTMLElement): void {
  createRoot(container).render(
    <StrictMode>
      <TrackPage token={tokenOfPath(window.location.pathname)} />
    </StrictMode>,
  );
}
