import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { DEMO_IDS } from '@rumbo/domain';
import { startServer, type RunningServer } from '../src/start-server.ts';
import { PRODUCT_MODULES, productModules } from '../src/product/modules.ts';
import { copySeededDatabase } from './seeded-database.ts';
import { TEST_BCRYPT_COST } from './test-passwords.ts';
import { ON_POSTGRES, testDatabaseUrl } from './test-engine.ts';
import { operator } from './test-server.ts';

// `withoutModules` of startServer: the baseline of bench/history.bench.ts, a server that writes
// no history.

describe('productModules', () => {
  it('leaves out the modules named, keeping the order of the others', () => {
    const names = productModules(['history']).map((module) => module.name);
    expect(names).toEqual(PRODUCT_MODULES.map((m) => m.name).filter((n) => n !== 'history'));
    expect(productModules()).toEqual(PRODUCT_MODULES);
  });

  it('refuses a name that is no module', () => {
    expect(() => productModules(['histroy'])).toThrow(/histroy/);
  });
});

describe('a server started without the history module', () => {
  let server: RunningServer;
  let dataDir: string;
  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-server-test-'));
    if (!ON_POSTGRES) copySeededDatabase(dataDir);
    server = await startServer({
      dataDir,
      databaseUrl: await testDatabaseUrl({ seeded: true }),
      host: '127.0.0.1',
      port: 0,
      seed: true,
      bcryptCost: TEST_BCRYPT_COST,
      sharedDataDir: true,
      withoutModules: ['history'],
    });
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('saves a shipment without writing an entry, and has no history route', async () => {
    const ops = await operator(server.url);
    const [shipment] = (
      await ops
        .collection('shipments_ocean')
        .getList(1, 1, { filter: `company = "${DEMO_IDS.golfo}"` })
    ).items;
    const entries = () =>
      server.core.db.get<{ n: number }>('SELECT COUNT(*) AS "n" FROM "_history"');
    const before = Number((await entries())?.n);
    await ops.collection('shipments_ocean').update(shipment!.id, { vessel: 'Sin Historia' });
    expect(Number((await entries())?.n)).toBe(before);
    const route = await fetch(`${server.url}/api/history/shipments_ocean/${shipment!.id}`, {
      headers: { Authorization: ops.authStore.token },
    });
    expect(route.status).toBe(404);
  });
});
