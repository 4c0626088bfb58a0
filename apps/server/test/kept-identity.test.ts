import path from 'node:path';
import Database from 'better-sqlite3';
import { DEMO_EMAILS, DEMO_IDS } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import { serverWithOperator, signedIn, statusOf } from './test-server.ts';
import { ON_POSTGRES } from './test-engine.ts';
import { warm } from './kept-fixtures.ts';

// The caller's identity and company are kept between requests only while the database is
// unchanged (decision 069). Whatever changes them — a role or company moved, a password reset,
// a membership ended, a hand edit of the file — is seen by the very next request, also by
// requests racing the change, on either engine.
const state = serverWithOperator();

const OCEAN = 'shipments_ocean';

async function golfoShipmentId(): Promise<string> {
  const page = await state.ops
    .collection(OCEAN)
    .getList(1, 1, { filter: `company = "${DEMO_IDS.golfo}"`, skipTotal: true });
  return page.items[0]!.id;
}

describe('what the server keeps of a caller never outlives a change', () => {
  it('moving a user to another company hides the first company at once, also from racing reads', async () => {
    const staff = await signedIn(state.server.url, DEMO_EMAILS.staffGolfo);
    const id = await golfoShipmentId();
    const read = () => staff.collection(OCEAN).getOne(id);
    await warm(read);
    const racing = Array.from({ length: 40 }, () =>
      read().then(
        () => 200,
        (e) => e.status,
      ),
    );
    await state.ops.collection('users').update(DEMO_IDS.staffGolfo, { company: DEMO_IDS.plata });
    const after = await Promise.all(Array.from({ length: 40 }, () => statusOf(read())));
    expect(after.every((status) => status === 404)).toBe(true);
    expect((await Promise.all(racing)).every((status) => status === 200 || status === 404)).toBe(
      true,
    );
    await state.ops.collection('users').update(DEMO_IDS.staffGolfo, { company: DEMO_IDS.golfo });
    expect((await read()).id).toBe(id);
  });

  it('a password reset by the operator voids the token on the next request', async () => {
    const staff = await signedIn(state.server.url, DEMO_EMAILS.staffPlata);
    const list = () => staff.collection(OCEAN).getList(1, 5, { skipTotal: true });
    await warm(list);
    expect((await list()).items.length).toBeGreaterThan(0);
    const password = 'Otra-Clave-2026!';
    await state.ops
      .collection('users')
      .update(DEMO_IDS.staffPlata, { password, passwordConfirm: password });
    // The old token is no one's: a guest sees no shipment (the list rule needs a signed-in member).
    const status = await list().then(
      (page) => (page.items.length === 0 ? 'nothing' : 'records'),
      (error: { status: number }) => error.status,
    );
    expect(status).not.toBe('records');
  });

  it('a membership ended by the operator closes the company data at once', async () => {
    const staff = await signedIn(state.server.url, DEMO_EMAILS.superGolfo);
    const list = () => staff.collection(OCEAN).getList(1, 5, { skipTotal: true });
    await warm(list);
    const company = await state.ops.collection('companies').getOne(DEMO_IDS.golfo);
    await state.ops
      .collection('companies')
      .update(DEMO_IDS.golfo, { membershipEndAt: '2020-01-01 00:00:00.000Z' });
    const ended = await list();
    expect(ended.items).toHaveLength(0);
    await state.ops
      .collection('companies')
      .update(DEMO_IDS.golfo, { membershipEndAt: company.membershipEndAt });
    expect((await list()).items.length).toBeGreaterThan(0);
  });

  it.skipIf(ON_POSTGRES)(
    'a change written to the file by another program is seen at once',
    async () => {
      const staff = await signedIn(state.server.url, DEMO_EMAILS.staffGolfo);
      const id = await golfoShipmentId();
      const read = () => staff.collection(OCEAN).getOne(id);
      await warm(read);
      const other = new Database(path.join(state.server.dataDir, 'data.db'), { timeout: 10_000 });
      try {
        other
          .prepare('UPDATE "users" SET "company" = ? WHERE "id" = ?')
          .run(DEMO_IDS.plata, DEMO_IDS.staffGolfo);
        expect(await statusOf(read())).toBe(404);
        other
          .prepare('UPDATE "users" SET "company" = ? WHERE "id" = ?')
          .run(DEMO_IDS.golfo, DEMO_IDS.staffGolfo);
        expect((await read()).id).toBe(id);
      } finally {
        other.close();
      }
    },
  );
});
