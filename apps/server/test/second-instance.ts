import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startServer, type RunningServer } from '../src/start-server.ts';
import { TEST_BCRYPT_COST, TEST_CSD_SECRET } from './test-passwords.ts';
import type { BillingOptions } from '../src/product/billing/billing-services.ts';

export type SecondInstance = RunningServer & { dataDir: string; stop: () => Promise<void> };

/**
 * Another instance of the product on the same PostgreSQL database (issue 19), with a data
 * folder of its own, not seeding: `stop` closes it and removes the folder. With
 * `sharedDataDir: false` it says at start that files on its own disk would not reach the others.
 */
export async function startSecondInstance(
  databaseUrl: string,
  options: { sharedDataDir?: boolean; billing?: BillingOptions } = {},
): Promise<SecondInstance> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-instance-b-'));
  const server = await startServer({
    dataDir,
    databaseUrl,
    host: '127.0.0.1',
    port: 0,
    seed: false,
    bcryptCost: TEST_BCRYPT_COST,
    sharedDataDir: options.sharedDataDir ?? true,
    billing: { csdSecret: TEST_CSD_SECRET, ...options.billing },
  });
  return {
    ...server,
    dataDir,
    stop: async () => {
      await server.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
