import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@rumbo/domain';
import { startServer } from '../src/start-server.ts';
import { client } from './test-server.ts';
import { TEST_BCRYPT_COST } from './test-passwords.ts';
import { databaseFor } from './test-engine.ts';

const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-migrations-'));

afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

async function start(seed: boolean) {
  return startServer({
    dataDir,
    ...(await databaseFor(dataDir, { seeded: false })),
    host: '127.0.0.1',
    port: 0,
    seed,
    bcryptCost: TEST_BCRYPT_COST,
  });
}

describe('migrations across restarts', () => {
  it('keep what an operator added to a product collection, with its data', async () => {
    const first = await start(true);
    const ops = client(first.url);
    await ops.admins.authWithPassword('ops@rumbo.test', DEMO_PASSWORD);
    const partners = await ops.collections.getOne('partners');
    await ops.collections.update('partners', {
      ...partners,
      schema: [...partners.schema, { name: 'creditDays', type: 'number', options: {} }],
    });
    const [partner] = (await ops.collection('partners').getList(1, 1)).items;
    await ops.collection('partners').update(partner!.id, { creditDays: 45 });
    await first.close();

    const second = await start(false);
    const again = client(second.url);
    await again.admins.authWithPassword('ops@rumbo.test', DEMO_PASSWORD);
    expect((await again.collections.getOne('partners')).schema.map((f) => f.name)).toContain(
      'creditDays',
    );
    expect((await again.collection('partners').getOne(partner!.id)).creditDays).toBe(45);
    await second.close();
  });
});
