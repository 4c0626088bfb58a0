import './lib/zod-without-eval.ts';
import { startApp } from './app/start-app.tsx';

const container = document.getElementById('root');
if (!container) throw new Error('app.html has no #root element');
startApp(container);
