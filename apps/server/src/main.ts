import { readConfig } from './config.ts';
import { startServer } from './start-server.ts';

// The only module with side effects: read the environment, then start the product server.
const config = readConfig();
const server = await startServer({ ...config, logger: true, warmFigures: true });

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    void server.close().then(() => process.exit(0));
  });
}
