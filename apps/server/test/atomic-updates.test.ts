import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS, DEMO_PASSWORD, DEMO_STAFF_ROLE } from '@rumbo/domain';
import { operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { fileOf, pdfBytes } from './file-fixtures.ts';

// Every update is an atomic read–modify–write: the row is read again inside the write's
// transaction and only what the request sets changes (docs/decisions/028). Each case races many
// requests at once; before, a request that awaited an upload or a password hash wrote back every
// column as it had read them before the wait.

const OCEAN = 'shipments_ocean';
// Stronger than the demo password so the race does not depend on the password rules.
const PASSWORDS = ['Kq7#vLm2!pWz9', 'Zr4$tNe8@xBd3'] as const;

let server: TestServer;
let staff: PocketBase;
let admin: PocketBase;

beforeAll(async () => {
  // A bcrypt cost above the tests' usual 4 gives the password change a real hashing time, the
  // window in which the stale write used to happen.
  server = await startTestServer({ bcryptCost: 8 });
  [staff, admin] = await Promise.all([
    signedIn(server.url, DEMO_EMAILS.staffGolfo),
    signedIn(server.url, DEMO_EMAILS.admin),
  ]);
});

afterAll(async () => {
  await server.close();
});

async function freshShipment(): Promise<string> {
  const created = await staff.collection(OCEAN).create({
    reference: `atomic-${Math.random().toString(36).slice(2, 8)}`,
    vessel: 'before',
    voyage: 'before',
    carrier: 'before',
  });
  return created.id;
}

describe('atomic updates', () => {
  it('keeps every file of 20 concurrent appends', async () => {
    const id = await freshShipment();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        staff.collection(OCEAN).update(id, {
          // Uploads to a multi-file field are appended (v0.22 semantics).
          documentFiles: fileOf(pdfBytes(`document ${i}`), `doc-${i}.pdf`),
        }),
      ),
    );
    expect(answers).toHaveLength(20);
    const stored = await staff.collection(OCEAN).getOne(id);
    expect(stored.documentFiles).toHaveLength(20);
    for (const answer of answers)
      for (const name of answer.documentFiles) expect(stored.documentFiles).toContain(name);
  });

  it('lets a slow upload and edits of other fields all land', async () => {
    const id = await freshShipment();
    const land = await staff.collection('shipments_land').create({ reference: 'atomic-land' });
    const big = pdfBytes('x'.repeat(15 * 1024 * 1024));
    // The edits arrive one after another for the whole time the upload is received, stored and
    // saved: text fields of an ocean shipment, and `weightKg+` increments on a land shipment.
    const fields = ['vessel', 'voyage', 'carrier', 'notify', 'principal', 'hblNumber', 'notes'];
    const later = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    const edits = fields.map(async (field, i) => {
      await later(40 * i);
      return staff.collection(OCEAN).update(id, { [field]: `set-${field}` });
    });
    const increments = Array.from({ length: 60 }, async (_, i) => {
      await later(5 * i);
      return staff.collection('shipments_land').update(land.id, { 'weightKg+': 1 });
    });
    await Promise.all([
      staff.collection(OCEAN).update(id, { documentFiles: fileOf(big, 'manifest.pdf') }),
      staff.collection('shipments_land').update(land.id, {
        documentFiles: fileOf(big, 'manifest.pdf'),
      }),
      ...edits,
      ...increments,
    ]);
    const stored = await staff.collection(OCEAN).getOne(id);
    for (const field of fields) expect(stored[field]).toBe(`set-${field}`);
    expect(stored.documentFiles).toHaveLength(1);
    const storedLand = await staff.collection('shipments_land').getOne(land.id);
    expect(storedLand.weightKg).toBe(60);
    expect(storedLand.documentFiles).toHaveLength(1);
  });

  it('applies concurrent edits of many different fields', async () => {
    const id = await freshShipment();
    const fields = ['vessel', 'voyage', 'carrier', 'shipper', 'consignee', 'origin', 'destination'];
    await Promise.all(
      fields.map((field) => staff.collection(OCEAN).update(id, { [field]: `set-${field}` })),
    );
    const stored = await staff.collection(OCEAN).getOne(id);
    for (const field of fields) expect(stored[field]).toBe(`set-${field}`);
  });

  it('applies concurrent `field-` modifiers to the current value', async () => {
    const id = await freshShipment();
    await Promise.all(
      Array.from({ length: 15 }, (_, i) =>
        staff.collection(OCEAN).update(id, { documentFiles: fileOf(pdfBytes(`n${i}`), 'n.pdf') }),
      ),
    );
    const stored = await staff.collection(OCEAN).getOne(id);
    await Promise.all(
      stored.documentFiles
        .slice(0, 10)
        .map((name: string) => staff.collection(OCEAN).update(id, { 'documentFiles-': name })),
    );
    expect((await staff.collection(OCEAN).getOne(id)).documentFiles).toEqual(
      stored.documentFiles.slice(10),
    );
  });

  it("never lets a user's own password change undo an admin's demotion (50 races)", async () => {
    let password: string = DEMO_PASSWORD;
    let reverted = 0;
    for (let round = 0; round < 50; round++) {
      const self = await signedIn(server.url, DEMO_EMAILS.superGolfo, password);
      const next = PASSWORDS[round % 2]!;
      const [own, demotion] = await Promise.allSettled([
        self.collection('users').update(DEMO_IDS.superGolfo, {
          oldPassword: password,
          password: next,
          passwordConfirm: next,
        }),
        admin
          .collection('users')
          .update(DEMO_IDS.superGolfo, { role: DEMO_STAFF_ROLE, company: DEMO_IDS.plata }),
      ]);
      expect(demotion.status).toBe('fulfilled');
      if (own.status === 'fulfilled') password = next;
      const stored = await admin.collection('users').getOne(DEMO_IDS.superGolfo);
      if (stored.role !== DEMO_STAFF_ROLE || stored.company !== DEMO_IDS.plata) reverted++;
      await admin
        .collection('users')
        .update(DEMO_IDS.superGolfo, { role: 'rumbo_superuser', company: DEMO_IDS.golfo });
    }
    expect(reverted).toBe(0);
  }, 60_000);

  it("never lets an operator's password change undo another operator's email change", async () => {
    const ops = await operator(server.url);
    const second = await ops.admins.create({
      email: 'second-ops@rumbo.test',
      password: PASSWORDS[0],
      passwordConfirm: PASSWORDS[0],
    });
    let lost = 0;
    for (let round = 0; round < 20; round++) {
      const email = `second-ops-${round}@rumbo.test`;
      const next = PASSWORDS[round % 2]!;
      await Promise.all([
        ops.admins.update(second.id, { password: next, passwordConfirm: next }),
        ops.admins.update(second.id, { email }),
      ]);
      if ((await ops.admins.getOne(second.id)).email !== email) lost++;
    }
    expect(lost).toBe(0);
  });
});
