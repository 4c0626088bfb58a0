import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import type { RecordModel } from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS } from '@rumbo/domain';
import { operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { failureOf } from './api-failure.ts';

// Paging, sorting and the filter language as staff@golfo sees them (reference §4.3, §6, §7).
let server: TestServer;
let staff: PocketBase;
let ops: PocketBase;
const fixtures: RecordModel[] = [];

const FIXTURE = 'list-fixture';
const NAMES = {
  quoted: `O'Brien "Quoted" Cargo`,
  underscore: 'Alpha_Beta Freight',
  lookalike: 'AlphaxBeta Freight',
  backslash: 'Back\\slash Logistics',
  percent: '50% Express',
};

beforeAll(async () => {
  server = await startTestServer();
  [staff, ops] = await Promise.all([
    signedIn(server.url, DEMO_EMAILS.staffGolfo),
    operator(server.url),
  ]);
  for (const [key, displayName] of Object.entries(NAMES)) {
    const extra =
      key === 'quoted'
        ? { razonSocial: 'OBrien SA', contacts: [{ nombre: 'Ana' }] }
        : key === 'underscore'
          ? { razonSocial: 'Alpha SA' }
          : {};
    fixtures.push(
      await staff.collection('partners').create({ displayName, legacyId: FIXTURE, ...extra }),
    );
  }
});

afterAll(async () => {
  await server.close();
});

/** Display names of the fixture partners matching `filter`, sorted. */
async function fixtureNames(filter: string): Promise<string[]> {
  const items = await staff
    .collection('partners')
    .getFullList({ filter: `legacyId = '${FIXTURE}' && (${filter})` });
  return items.map((p) => p.displayName as string).sort();
}

describe('paging', () => {
  it('pages through the 67 Golfo ocean shipments', async () => {
    const ocean = staff.collection('shipments_ocean');
    const first = await ocean.getList(1, 10);
    expect(first).toMatchObject({ page: 1, perPage: 10, totalItems: 67, totalPages: 7 });
    expect(first.items).toHaveLength(10);
    const last = await ocean.getList(7, 10);
    expect(last.items).toHaveLength(7);
    const beyond = await ocean.getList(8, 10);
    expect(beyond).toMatchObject({ page: 8, totalItems: 67, items: [] });
    expect(new Set([...first.items, ...last.items].map((s) => s.id)).size).toBe(17);
  });

  it('clamps perPage to 500 and defaults page/perPage to 1/30', async () => {
    const path = '/api/collections/shipments_ocean/records';
    const big = await staff.send(path, { query: { perPage: 1000 } });
    expect(big).toMatchObject({ page: 1, perPage: 500, totalItems: 67 });
    expect(big.items).toHaveLength(67);
    const plain = await staff.send(path, {});
    expect(plain).toMatchObject({ page: 1, perPage: 30, totalItems: 67, totalPages: 3 });
    expect(plain.items).toHaveLength(30);
    const zero = await staff.send(path, { query: { page: 0, perPage: 0 } });
    expect(zero).toMatchObject({ page: 1, perPage: 30 });
    const negative = await staff.send(path, { query: { page: -3, perPage: -1 } });
    expect(negative).toMatchObject({ page: 1, perPage: 30 });
  });

  it('skipTotal answers -1 totals', async () => {
    const list = await staff.collection('shipments_ocean').getList(2, 20, { skipTotal: true });
    expect(list).toMatchObject({ page: 2, perPage: 20, totalItems: -1, totalPages: -1 });
    expect(list.items).toHaveLength(20);
  });

  it.each([500, 20])('getFullList in batches of %i returns all 67, each once', async (batch) => {
    const all = await staff.collection('shipments_ocean').getFullList({ batch });
    expect(all).toHaveLength(67);
    expect(new Set(all.map((s) => s.id)).size).toBe(67);
    expect(all.every((s) => s.company === DEMO_IDS.golfo)).toBe(true);
  });

  it('getFirstListItem finds a match, and 404s without one', async () => {
    const [sample] = (await staff.collection('shipments_ocean').getList(3, 1)).items;
    const found = await staff
      .collection('shipments_ocean')
      .getFirstListItem(staff.filter('shipmentCode = {:code}', { code: sample!.shipmentCode }));
    expect(found.id).toBe(sample!.id);
    const none = await failureOf(
      staff.collection('shipments_ocean').getFirstListItem('shipmentCode = "NO-SUCH-CODE"'),
    );
    expect(none.status).toBe(404);
  });
});

describe('sorting', () => {
  it('sorts by -created then reference', async () => {
    const all = await staff
      .collection('shipments_ocean')
      .getFullList({ sort: '-created,reference' });
    expect(all).toHaveLength(67);
    for (let i = 1; i < all.length; i++) {
      const [a, b] = [all[i - 1]!, all[i]!];
      const inOrder =
        a.created > b.created || (a.created === b.created && a.reference <= b.reference);
      expect([a.id, b.id, inOrder]).toEqual([a.id, b.id, true]);
    }
  });

  it('sorts ascending and descending by a text field', async () => {
    const names = Object.values(NAMES).sort();
    const asc = await staff
      .collection('partners')
      .getFullList({ filter: `legacyId = '${FIXTURE}'`, sort: 'displayName' });
    expect(asc.map((p) => p.displayName)).toEqual(names);
    const desc = await staff
      .collection('partners')
      .getFullList({ filter: `legacyId = '${FIXTURE}'`, sort: '-displayName' });
    expect(desc.map((p) => p.displayName)).toEqual([...names].reverse());
  });
});

describe('filters', () => {
  it('matches text with both quote kinds and a backslash exactly', async () => {
    for (const name of [NAMES.quoted, NAMES.backslash]) {
      expect(await fixtureNames(staff.filter('displayName = {:name}', { name }))).toEqual([name]);
      expect(await fixtureNames(staff.filter('displayName ?= {:name}', { name }))).toEqual([name]);
    }
  });

  it('~ is a case-insensitive contains with _ taken literally, and % used as given', async () => {
    expect(await fixtureNames(staff.filter('displayName ~ {:q}', { q: "o'brien" }))).toEqual([
      NAMES.quoted,
    ]);
    expect(await fixtureNames(staff.filter('displayName ~ {:q}', { q: 'alpha_beta' }))).toEqual([
      NAMES.underscore,
    ]);
    expect(await fixtureNames('displayName ~ "Alpha%"')).toEqual([
      NAMES.underscore,
      NAMES.lookalike,
    ]);
    expect(await fixtureNames('displayName ~ "%Express"')).toEqual([NAMES.percent]);
  });

  it('!~ is the complement of ~', async () => {
    expect(await fixtureNames('displayName !~ "alpha"')).toEqual(
      [NAMES.quoted, NAMES.backslash, NAMES.percent].sort(),
    );
  });

  it('compares empty text and null alike', async () => {
    const empty = [NAMES.lookalike, NAMES.backslash, NAMES.percent].sort();
    expect(await fixtureNames('razonSocial = ""')).toEqual(empty);
    expect(await fixtureNames('razonSocial = null')).toEqual(empty);
    expect(await fixtureNames('razonSocial != ""')).toEqual(
      [NAMES.underscore, NAMES.quoted].sort(),
    );
    expect(await fixtureNames('razonSocial != null')).toEqual(
      [NAMES.underscore, NAMES.quoted].sort(),
    );
  });

  it('reads JSON paths and never-set JSON as null', async () => {
    expect(await fixtureNames('contacts.0.nombre = "Ana"')).toEqual([NAMES.quoted]);
    expect(await fixtureNames('contacts != null')).toEqual([NAMES.quoted]);
    const [sample] = (await staff.collection('shipments_ocean').getList(5, 1)).items;
    const byPayload = await staff.collection('shipments_ocean').getFullList({
      filter: staff.filter('payload.reference = {:r}', { r: sample!.payload.reference }),
    });
    expect(byPayload.map((s) => s.id)).toContain(sample!.id);
    expect(byPayload.every((s) => s.reference === sample!.reference)).toBe(true);
  });

  it('compares dates as text', async () => {
    expect(await fixtureNames('created >= "2000-01-01"')).toHaveLength(5);
    expect(await fixtureNames('created < "2000-01-01 00:00:00"')).toEqual([]);
    const future = new Date(Date.now() + 3_600_000);
    expect(await fixtureNames(staff.filter('created < {:d}', { d: future }))).toHaveLength(5);
    expect(await fixtureNames(staff.filter('created > {:d}', { d: future }))).toEqual([]);
    const first = fixtures[0]!;
    expect(await fixtureNames(staff.filter('created = {:c}', { c: first.created }))).toContain(
      first.displayName,
    );
  });

  it('binds && tighter than || and honours parentheses', async () => {
    const [a, b, c] = fixtures.map((f) => f.id);
    const ids = async (filter: string) =>
      (await staff.collection('partners').getFullList({ filter })).map((p) => p.id).sort();
    expect(await ids(`id = "${a}" || id = "${b}" && id = "${c}"`)).toEqual([a]);
    expect(await ids(`(id = "${a}" || id = "${b}") && id = "${c}"`)).toEqual([]);
    expect(await ids(`(id = "${a}" || id = "${b}") && id = "${b}"`)).toEqual([b]);
    expect(await ids(`id = "${c}" && (id = "${a}" || id = "${c}")`)).toEqual([c]);
  });
});

describe('refused filters and sorts', () => {
  it.each([
    ['an incomplete expression', 'displayName ='],
    ['an unterminated text', "displayName = 'open"],
    ['an unbalanced parenthesis', '(displayName = "x"'],
    ['an unknown operator', 'displayName == "x"'],
    ['an unknown field', 'nonexistent = 1'],
    ['an unknown relation path', 'company.nonexistent = 1'],
  ])('answers 400 for %s', async (_label, filter) => {
    const failure = await failureOf(staff.collection('partners').getList(1, 5, { filter }));
    expect(failure.status).toBe(400);
    expect(failure.body.code).toBe(400);
    expect(failure.body.data).toEqual({});
  });

  it('answers 400 for an unknown sort field', async () => {
    const failure = await failureOf(
      staff.collection('partners').getList(1, 5, { sort: '-nonexistent' }),
    );
    expect(failure.status).toBe(400);
  });

  it.each([
    ['filter', '@collection.users.id != ""', 'Only admins can filter by @collection.'],
    ['filter', '@request.auth.id != ""', 'Only admins can filter by @request.'],
    ['sort', '@request.auth.id', 'Only admins can filter by @request.'],
  ])('answers 403 to a user whose %s uses %s', async (param, value, message) => {
    const failure = await failureOf(staff.collection('partners').getList(1, 5, { [param]: value }));
    expect(failure.status).toBe(403);
    expect(failure.body.message).toBe(message);
  });

  it('lets the operator use @collection and @request', async () => {
    const list = await ops
      .collection('partners')
      .getList(1, 1, { filter: '@collection.companies.id ?= company && @request.auth.id = ""' });
    expect(list.totalItems).toBe(60);
  });
});

describe('filters past the size limits', () => {
  const nested = `${'('.repeat(5000)}reference != ''${')'.repeat(5000)}`;
  const manyIds = Array.from({ length: 400 }, (_, i) => `id = 'x${i}'`).join(' || ');

  it.each([
    ['parentheses nested 5000 deep', nested, 'nested too deeply'],
    ['400 alternatives', manyIds, 'too many conditions'],
  ])('refuses %s with a clear 400', async (_label, filter, message) => {
    const failure = await failureOf(staff.collection('partners').getList(1, 1, { filter }));
    expect(failure.status).toBe(400);
    expect(failure.body.message).toContain(message);
  });

  it('still accepts 300 alternatives', async () => {
    const ids = Array.from({ length: 300 }, (_, i) => `id = 'x${i}'`).join(' || ');
    expect((await staff.collection('partners').getList(1, 1, { filter: ids })).items).toEqual([]);
  });
});
