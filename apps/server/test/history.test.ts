import { describe, expect, it } from 'vitest';
import { DEMO_IDS, type HomeFigures } from '@rumbo/domain';
import { client, serverWithOperator, signedIn, statusOf } from './test-server.ts';
import { binOf, historyOf, madeBy, restore } from './history-fixtures.ts';
import { purgeExpired } from '../src/product/history/history-retention.ts';

const env = serverWithOperator();
const GOLFO = DEMO_IDS.golfo;

async function golfoOcean(perPage = 5) {
  return env.ops
    .collection('shipments_ocean')
    .getList(1, perPage, { filter: `company = "${GOLFO}" && cargoType = "FCL"`, sort: 'created' });
}

describe('an entry for every change', () => {
  it('records who changed which field, before and after, and how', async () => {
    const staff = await signedIn(env.server.url, 'staff@golfo.test');
    const [shipment] = (await golfoOcean()).items;
    await staff
      .collection('shipments_ocean')
      .update(shipment!.id, { vessel: 'MSC Rumbo' }, madeBy('web'));
    const { items, totalItems } = await historyOf(staff, 'shipments_ocean', shipment!.id);
    expect(totalItems).toBeGreaterThanOrEqual(2);
    const [latest] = items;
    expect(latest).toMatchObject({
      action: 'update',
      source: 'web',
      actor: { id: DEMO_IDS.staffGolfo, collection: 'users' },
      changes: [{ field: 'vessel', before: shipment!.vessel, after: 'MSC Rumbo' }],
    });
    expect(latest!.actor.name).not.toBe('');
    expect(items.at(-1)).toMatchObject({ action: 'create', source: 'seed' });
  });

  it("names a container's number changed inside containersList, not a new list", async () => {
    const shipment = (await golfoOcean()).items[1]!;
    const containers = shipment.containersList as { id: string; number: string }[];
    const changed = containers.map((box, at) =>
      at === 0 ? { ...box, number: 'TGHU0000000' } : box,
    );
    await env.ops.collection('shipments_ocean').update(shipment.id, { containersList: changed });
    const [latest] = (await historyOf(env.ops, 'shipments_ocean', shipment.id)).items;
    expect(latest!.changes).toEqual([
      {
        field: 'containersList',
        path: [containers[0]!.id, 'number'],
        item: containers[0]!.number,
        before: containers[0]!.number,
        after: 'TGHU0000000',
      },
    ]);
    expect(latest!.actor).toMatchObject({ collection: '_admins', name: 'ops@rumbo.test' });
    expect(latest!.source).toBe('api');
  });

  it('keeps the time an offline change was made, and an undo names what it undid', async () => {
    const shipment = (await golfoOcean()).items[2]!;
    const madeAt = '2026-03-01T08:15:00.000Z';
    await env.ops
      .collection('shipments_ocean')
      .update(shipment.id, { voyage: '001X' }, madeBy('offline', { 'X-Rumbo-Made-At': madeAt }));
    const [offline] = (await historyOf(env.ops, 'shipments_ocean', shipment.id)).items;
    expect(offline).toMatchObject({ source: 'offline', madeAt: '2026-03-01 08:15:00.000Z' });
    await env.ops
      .collection('shipments_ocean')
      .update(
        shipment.id,
        { voyage: shipment.voyage },
        madeBy('undo', { 'X-Rumbo-Undo-Of': offline!.id }),
      );
    const [undo] = (await historyOf(env.ops, 'shipments_ocean', shipment.id)).items;
    expect(undo).toMatchObject({ source: 'undo', undoOf: offline!.id });
    expect(undo!.changes).toEqual([{ field: 'voyage', before: '001X', after: shipment.voyage }]);
  });

  it('a source the server gives itself cannot be claimed, and a save that changes nothing writes nothing', async () => {
    const shipment = (await golfoOcean()).items[3]!;
    const before = (await historyOf(env.ops, 'shipments_ocean', shipment.id)).totalItems;
    await env.ops.collection('shipments_ocean').update(shipment.id, { notes: shipment.notes });
    expect((await historyOf(env.ops, 'shipments_ocean', shipment.id)).totalItems).toBe(before);
    await env.ops
      .collection('shipments_ocean')
      .update(shipment.id, { notes: 'x' }, madeBy('restore'));
    const [latest] = (await historyOf(env.ops, 'shipments_ocean', shipment.id)).items;
    expect(latest!.source).toBe('api');
  });

  it('records that a password changed, never the password or its hash', async () => {
    const email = `history-${Date.now()}@golfo.test`;
    const user = await env.ops.collection('users').create({
      email,
      password: 'Primera-Clave-2026',
      passwordConfirm: 'Primera-Clave-2026',
      company: GOLFO,
      role: 'staff',
      nombreCompleto: 'Ana Pérez',
    });
    await env.ops.collection('users').update(user.id, {
      password: 'Segunda-Clave-2026',
      passwordConfirm: 'Segunda-Clave-2026',
    });
    const page = await historyOf(env.ops, 'users', user.id);
    const text = JSON.stringify(page);
    expect(text).not.toContain('Clave-2026');
    expect(text).not.toContain('$2');
    expect(page.items[0]!.changes).toEqual(
      expect.arrayContaining([{ field: 'passwordHash', before: null, after: null, secret: true }]),
    );
  });

  it('loses no entry when twenty colleagues save one shipment at once', async () => {
    const shipment = (await golfoOcean()).items[4]!;
    const before = (await historyOf(env.ops, 'shipments_ocean', shipment.id)).totalItems;
    const staff = await signedIn(env.server.url, 'staff@golfo.test');
    await Promise.all(
      Array.from({ length: 20 }, (_, n) =>
        staff.collection('shipments_ocean').update(shipment.id, { notes: `race ${n}` }),
      ),
    );
    const page = await historyOf(env.ops, 'shipments_ocean', shipment.id, { perPage: 100 });
    expect(page.totalItems).toBe(before + 20);
    const notes = page.items.slice(0, 20).map((it) => it.changes[0]!.after);
    expect(new Set(notes).size).toBe(20);
    // Each entry's "before" is the value the previous write left: the chain is unbroken.
    const chain = page.items.slice(0, 20).reverse();
    for (let at = 1; at < chain.length; at++)
      expect(chain[at]!.changes[0]!.before).toBe(chain[at - 1]!.changes[0]!.after);
  });
});

describe('the history route', () => {
  it('answers a PocketBase-style page, newest first', async () => {
    const [shipment] = (await golfoOcean()).items;
    const page = await historyOf(env.ops, 'shipments_ocean', shipment!.id, { perPage: 1, page: 2 });
    expect(page).toMatchObject({ page: 2, perPage: 1 });
    expect(page.totalPages).toBe(page.totalItems);
    expect(page.items).toHaveLength(1);
    expect(Object.keys(page.items[0]!)).toEqual(
      expect.arrayContaining(['id', 'created', 'action', 'actor', 'source', 'changes']),
    );
  });

  it.each([
    ['an unknown collection', '/api/history/nope/abc', 404],
    ['an unknown record', '/api/history/shipments_ocean/zzzzzzzzzzzzzzz', 404],
    ['a negative page', '/api/history/shipments_ocean/zzzzzzzzzzzzzzz?page=-1', 400],
    ['a page that is not a number', '/api/history/partners/zzzzzzzzzzzzzzz?perPage=abc', 400],
    ['a collection without history', '/api/history/shipment_locks/zzzzzzzzzzzzzzz', 400],
  ])('refuses %s with PocketBase error JSON', async (_, path, status) => {
    const response = await fetch(`${env.server.url}${path}`, {
      headers: { Authorization: env.ops.authStore.token },
    });
    expect(response.status).toBe(status);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ code: status });
    expect(typeof body.message).toBe('string');
    expect(body).toHaveProperty('data');
  });

  it('has no way to write, change or delete an entry', async () => {
    const [shipment] = (await golfoOcean()).items;
    const path = `${env.server.url}/api/history/shipments_ocean/${shipment!.id}`;
    const before = await historyOf(env.ops, 'shipments_ocean', shipment!.id);
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      const response = await fetch(path, {
        method,
        headers: { Authorization: env.ops.authStore.token, 'Content-Type': 'application/json' },
        body: method === 'DELETE' ? undefined : JSON.stringify({ action: 'create' }),
      });
      expect(response.status, method).toBe(404);
    }
    expect(await statusOf(env.ops.collection('_history').getList())).toBe(404);
    expect((await historyOf(env.ops, 'shipments_ocean', shipment!.id)).totalItems).toBe(
      before.totalItems,
    );
  });
});

describe('the recycle bin', () => {
  it('keeps a deleted shipment, hidden from lists, and restores it with its history', async () => {
    const superuser = await signedIn(env.server.url, 'super@golfo.test');
    const shipment = (await golfoOcean(10)).items[6]!;
    await superuser.collection('shipments_ocean').delete(shipment.id);
    expect(await statusOf(superuser.collection('shipments_ocean').getOne(shipment.id))).toBe(404);
    const listed = await superuser
      .collection('shipments_ocean')
      .getList(1, 1, { filter: `shipmentCode = "${shipment.shipmentCode}"` });
    expect(listed.totalItems).toBe(0);
    const item = (await binOf(superuser)).items.find((it) => it.recordId === shipment.id)!;
    expect(item).toMatchObject({ collection: 'shipments_ocean', label: shipment.shipmentCode });
    // Its history stays readable to whoever may restore it.
    const [deleted] = (await historyOf(superuser, 'shipments_ocean', shipment.id)).items;
    expect(deleted).toMatchObject({ action: 'delete' });
    const answer = await restore(superuser, item.id);
    expect(answer).toMatchObject({
      codeChanged: false,
      record: { shipmentCode: shipment.shipmentCode },
    });
    expect(await superuser.collection('shipments_ocean').getOne(shipment.id)).toMatchObject({
      vessel: shipment.vessel,
      containersList: shipment.containersList,
    });
    const [restored] = (await historyOf(superuser, 'shipments_ocean', shipment.id)).items;
    expect(restored).toMatchObject({ action: 'restore', source: 'restore' });
    expect(await statusOf(restore(superuser, item.id))).toBe(404);
  });

  it('takes a deleted shipment out of figures and notifications, and a restore brings it back', async () => {
    const superuser = await signedIn(env.server.url, 'super@golfo.test');
    const open = await superuser.collection('notifications').getList(1, 1, {
      filter: `company = "${GOLFO}" && mode = "ocean" && status != "resolved"`,
    });
    const shipmentId = String(open.items[0]!.shipmentId);
    const shipment = await superuser.collection('shipments_ocean').getOne(shipmentId);
    const notices = () =>
      superuser.collection('notifications').getFullList({ filter: `shipmentId = "${shipmentId}"` });
    const home = () => superuser.send<HomeFigures>('/api/rumbo/home', {});
    const [noticesBefore, homeBefore] = await Promise.all([notices(), home()]);
    expect(noticesBefore.length).toBeGreaterThan(0);

    await superuser.collection('shipments_ocean').delete(shipmentId);
    expect(await notices()).toEqual([]);
    const homeDeleted = await home();
    // It counted among the open ones (its milestones still wait), and no longer does.
    expect(homeBefore.openByMode.ocean - homeDeleted.openByMode.ocean).toBe(
      shipment.isOpen === false ? 0 : 1,
    );
    expect(homeDeleted.recent.some((row) => row.id === shipmentId)).toBe(false);

    const item = (await binOf(superuser)).items.find((it) => it.recordId === shipmentId)!;
    await restore(superuser, item.id);
    const back = await notices();
    expect(back.map((it) => it.dedupKey).sort()).toEqual(
      noticesBefore.map((it) => it.dedupKey).sort(),
    );
    expect((await home()).openByMode).toEqual(homeBefore.openByMode);
  });

  it('restores under the next free code when a colleague took its code meanwhile', async () => {
    const superuser = await signedIn(env.server.url, 'super@golfo.test');
    const shipment = (await golfoOcean(10)).items[7]!;
    const code = String(shipment.shipmentCode);
    await superuser.collection('shipments_ocean').delete(shipment.id);
    const taker = await superuser
      .collection('shipments_ocean')
      .create({ company: GOLFO, shipmentCode: code, reference: 'took the code' });
    const item = (await binOf(superuser)).items.find((it) => it.recordId === shipment.id)!;
    const answer = await restore(superuser, item.id);
    expect(answer.codeChanged).toBe(true);
    expect(answer.record.shipmentCode).not.toBe(code);
    expect(String(answer.record.shipmentCode)).toMatch(/^OCN\d{8,}$/);
    expect((await superuser.collection('shipments_ocean').getOne(taker.id)).shipmentCode).toBe(
      code,
    );
  });

  it('restores a shipment once when two people press restore together', async () => {
    const superuser = await signedIn(env.server.url, 'super@golfo.test');
    const shipment = (await golfoOcean(10)).items[8]!;
    // Another test may have binned and restored this shipment already: count what this one adds.
    const restoresOf = async () =>
      (await historyOf(superuser, 'shipments_ocean', shipment.id, { perPage: 100 })).items.filter(
        (it) => it.action === 'restore',
      ).length;
    const before = await restoresOf();
    await superuser.collection('shipments_ocean').delete(shipment.id);
    const item = (await binOf(superuser)).items.find((it) => it.recordId === shipment.id)!;
    const results = await Promise.allSettled(
      Array.from({ length: 8 }, () => restore(superuser, item.id)),
    );
    expect(results.filter((it) => it.status === 'fulfilled')).toHaveLength(1);
    expect(await restoresOf()).toBe(before + 1);
  });

  it("keeps a deleted shipment's files until the window passes, then removes record and files", async () => {
    const superuser = await signedIn(env.server.url, 'super@golfo.test');
    const form = new FormData();
    form.append('company', GOLFO);
    form.append('reference', 'with a file');
    form.append(
      'documentFiles',
      new Blob(['%PDF-1.4 bin test'], { type: 'application/pdf' }),
      'bl.pdf',
    );
    const created = await superuser.collection('shipments_air').create(form);
    await superuser.collection('shipments_air').delete(created.id);
    const item = (await binOf(superuser)).items.find((it) => it.recordId === created.id)!;
    const restored = await restore(superuser, item.id);
    const fileName = (restored.record.documentFiles as string[])[0]!;
    const token = await superuser.files.getToken();
    const url = superuser.files.getUrl(restored.record as never, fileName, { token });
    expect((await fetch(url)).status).toBe(200);
    await superuser.collection('shipments_air').delete(created.id);
    const later = new Date(Date.now() + 31 * 86_400_000);
    const purged = await purgeExpired(env.server.core, later);
    expect(purged.binned).toBeGreaterThanOrEqual(1);
    expect((await binOf(superuser)).items.some((it) => it.recordId === created.id)).toBe(false);
    expect((await fetch(url)).status).toBe(404);
    await restore(superuser, item.id).catch(() => undefined);
    expect(await statusOf(superuser.collection('shipments_air').getOne(created.id))).toBe(404);
  });

  it('keeps history forever by default, and as long as the setting says', async () => {
    const [shipment] = (await golfoOcean()).items;
    const later = new Date(Date.now() + 400 * 86_400_000);
    expect((await purgeExpired(env.server.core, later)).entries).toBe(0);
    await env.ops.settings.update({ history: { maxDays: 365 } });
    try {
      expect(await statusOf(env.ops.settings.update({ history: { maxDays: -1 } }))).toBe(400);
      expect((await purgeExpired(env.server.core, later)).entries).toBeGreaterThan(0);
      expect((await historyOf(env.ops, 'shipments_ocean', shipment!.id)).totalItems).toBe(0);
    } finally {
      await env.ops.settings.update({ history: { maxDays: 0 } });
    }
  });

  it('is refused to guests (401) and to staff (403)', async () => {
    expect(await statusOf(binOf(client(env.server.url)))).toBe(401);
    const staff = await signedIn(env.server.url, 'staff@golfo.test');
    expect(await statusOf(binOf(staff))).toBe(403);
  });
});
