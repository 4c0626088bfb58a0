import './app/public/public-styles.ts';
import { startPublicSite } from './app/public/start-public-site.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');
void startPublicSite(container);
