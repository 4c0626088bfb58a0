import { startTrackPage } from './app/track/start-track-page.tsx';

// The tracking page's document (track.html, issue 37): a customer's view of one shipment.
const container = document.getElementById('root');
if (!container) throw new Error('track.html has no #root element');
startTrackPage(container);
