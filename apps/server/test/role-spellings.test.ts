import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_IDS, DEMO_PASSWORD } from '@rumbo/domain';
import { startServer, type RunningServer } from '../src/start-server.ts';
import { copySeededDatabase } from './seeded-database.ts';
import { databaseFor, ON_POSTGRES } from './test-engine.ts';
import { operator, serverWithOperator, signedIn } from './test-server.ts';
import { TEST_BCRYPT_COST } from './test-passwords.ts';

// SPEC §6: a role is read in lower case with hyphens as underscores. The screens do so; the
// server's rules compare the stored role exactly, so it must be stored in that canonical form
// (docs/decisions/038): every write normalises it, and rows stored before are migrated at start.

type Spelling = { role: string; company: string; canonical: string };

const SPELLINGS: Spelling[] = [
  { role: 'Rumbo-Admin', company: '', canonical: 'rumbo_admin' },
  { role: ' RUMBO_ADMIN ', company: '', canonical: 'rumbo_admin' },
  { role: 'RUMBO-SUPERUSER', company: DEMO_IDS.golfo, canonical: 'rumbo_superuser' },
  { role: 'SuperUser', company: DEMO_IDS.golfo, canonical: 'superuser' },
];

const emailOf = (index: number) => `role-spelling-${index}@golfo.test`;

function newUser(spelling: Spelling, index: number) {
  return {
    email: emailOf(index),
    password: DEMO_PASSWORD,
    passwordConfirm: DEMO_PASSWORD,
    role: spelling.role,
    company: spelling.company,
    nombreCompleto: `Role spelling ${index}`,
  };
}

/** What the user gets from the server that their role alone grants. */
async function expectRoleAtWork(url: string, spelling: Spelling, index: number) {
  const pb = await signedIn(url, emailOf(index));
  if (spelling.canonical === 'rumbo_admin') await expectAdminView(pb);
  else await expectCompanySave(pb);
}

async function expectAdminView(pb: PocketBase) {
  const companies = await pb.collection('companies').getFullList({ fields: 'id' });
  expect(companies.map((company) => company.id)).toEqual(
    expect.arrayContaining([DEMO_IDS.golfo, DEMO_IDS.plata, DEMO_IDS.vencida]),
  );
  const shipments = await pb.collection('shipments_ocean').getList(1, 1, { fields: 'id' });
  expect(shipments.totalItems).toBeGreaterThan(0);
}

async function expectCompanySave(pb: PocketBase) {
  const brandName = `Golfo ${Math.random().toString(36).slice(2, 8)}`;
  const saved = await pb.collection('companies').update(DEMO_IDS.golfo, { brandName });
  expect(saved.brandName).toBe(brandName);
}

describe('role spellings written through the API', () => {
  const state = serverWithOperator();
  const ids: string[] = [];

  beforeAll(async () => {
    for (const [index, spelling] of SPELLINGS.entries()) {
      ids.push((await state.ops.collection('users').create(newUser(spelling, index))).id);
    }
  });

  it.each(SPELLINGS.map((spelling, index) => ({ ...spelling, index })))(
    'stores "$role" as $canonical and grants what that role grants',
    async (spelling) => {
      await expectRoleAtWork(state.server.url, spelling, spelling.index);
      const stored = await state.ops.collection('users').getOne(ids[spelling.index]!);
      expect(stored.role).toBe(spelling.canonical);
    },
  );

  it('normalises a role changed later, and a superuser still cannot grant an admin spelling', async () => {
    const ops = state.ops;
    const staff = await ops.collection('users').update(DEMO_IDS.staffGolfo, {
      role: 'Rumbo-SuperUser',
    });
    expect(staff.role).toBe('rumbo_superuser');
    const asSuper = await signedIn(state.server.url, 'super@golfo.test');
    const refused = asSuper.collection('users').create({
      ...newUser({ role: 'Rumbo-Admin', company: DEMO_IDS.golfo, canonical: '' }, 99),
    });
    await expect(refused).rejects.toMatchObject({ status: 400 });
    await ops.collection('users').update(DEMO_IDS.staffGolfo, { role: '' });
  });
});

describe('role spellings stored before this release', () => {
  let dataDir = '';
  let server: RunningServer | null = null;

  beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-role-spellings-'));
    if (!ON_POSTGRES && !copySeededDatabase(dataDir))
      throw new Error('no seeded database for this run');
    server = await start(dataDir);
    const ops = await operator(server.url);
    for (const [index, spelling] of SPELLINGS.entries()) {
      const { id } = await ops.collection('users').create(newUser(spelling, index));
      // As an older release (or an import straight into the database) left it.
      await server.core.db.run('UPDATE "users" SET "role" = ? WHERE "id" = ?', [spelling.role, id]);
    }
    await server.close();
    server = await start(dataDir);
  });

  afterAll(async () => {
    await server?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it.each(SPELLINGS.map((spelling, index) => ({ ...spelling, index })))(
    'migrates "$role" to $canonical at start, and the role works',
    async (spelling) => {
      await expectRoleAtWork(server!.url, spelling, spelling.index);
      const row = await server!.core.db.get<{ role: string }>(
        'SELECT "role" FROM "users" WHERE "email" = ?',
        [emailOf(spelling.index)],
      );
      expect(row?.role).toBe(spelling.canonical);
    },
  );
});

async function start(dataDir: string) {
  return startServer({
    dataDir,
    ...(await databaseFor(dataDir, { seeded: true })),
    host: '127.0.0.1',
    port: 0,
    seed: false,
    bcryptCost: TEST_BCRYPT_COST,
  });
}
