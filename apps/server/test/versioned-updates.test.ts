import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ClientResponseError, type RecordModel } from 'pocketbase';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS, DEMO_IDS } from '@rumbo/domain';
import { signedIn, startTestServer, type TestServer } from './test-server.ts';

// Versioned saves (docs/decisions/033): `If-Match: "<updated>"` writes only while the record is
// still at the version the client read; a stale one answers 409 in PocketBase's error shape and
// writes nothing. Without the header an update behaves as PocketBase's.

const PARTNERS = 'partners';

let server: TestServer;
let staff: PocketBase;
let superUser: PocketBase;
let outsider: PocketBase;

beforeAll(async () => {
  server = await startTestServer();
  [staff, superUser, outsider] = await Promise.all([
    signedIn(server.url, DEMO_EMAILS.staffGolfo),
    signedIn(server.url, DEMO_EMAILS.superGolfo),
    signedIn(server.url, DEMO_EMAILS.staffPlata),
  ]);
});

afterAll(async () => {
  await server.close();
});

function ifMatch(version: string) {
  return { headers: { 'If-Match': `"${version}"` } };
}

async function freshPartner(): Promise<RecordModel> {
  return staff.collection(PARTNERS).create({
    company: DEMO_IDS.golfo,
    razonSocial: `Versioned ${Math.random().toString(36).slice(2, 8)}`,
    rfc: '',
    direccion: 'first',
  });
}

async function refusal(write: Promise<unknown>): Promise<ClientResponseError> {
  const error = await write.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ClientResponseError);
  return error as ClientResponseError;
}

describe('versioned updates', () => {
  it('writes when the record is still at the version the save was based on', async () => {
    const partner = await freshPartner();
    const saved = await staff
      .collection(PARTNERS)
      .update(partner.id, { direccion: 'second' }, ifMatch(partner.updated));
    expect(saved.direccion).toBe('second');
    expect(saved.updated > partner.updated).toBe(true);
  });

  it('refuses a stale version with 409 and keeps what the colleague saved', async () => {
    const partner = await freshPartner();
    await superUser.collection(PARTNERS).update(partner.id, { direccion: 'colleague' });
    const error = await refusal(
      staff
        .collection(PARTNERS)
        .update(partner.id, { direccion: 'mine' }, ifMatch(partner.updated)),
    );
    expect(error.status).toBe(409);
    expect(error.response).toEqual({
      code: 409,
      message: 'The record was changed by someone else since it was read.',
      data: {},
    });
    expect((await staff.collection(PARTNERS).getOne(partner.id)).direccion).toBe('colleague');
  });

  it('writes as before without a condition, with `*`, and reads weak or unquoted tags', async () => {
    const partner = await freshPartner();
    await superUser.collection(PARTNERS).update(partner.id, { direccion: 'colleague' });
    const plain = await staff
      .collection(PARTNERS)
      .update(partner.id, { direccion: 'unconditional' });
    expect(plain.direccion).toBe('unconditional');
    const any = await staff
      .collection(PARTNERS)
      .update(partner.id, { direccion: 'any' }, { headers: { 'If-Match': '*' } });
    const weak = await staff
      .collection(PARTNERS)
      .update(partner.id, { direccion: 'weak' }, { headers: { 'If-Match': `W/"${any.updated}"` } });
    const bare = await staff
      .collection(PARTNERS)
      .update(partner.id, { direccion: 'bare' }, { headers: { 'If-Match': weak.updated } });
    expect(bare.direccion).toBe('bare');
  });

  it('lets exactly one of 20 concurrent saves from one version through', async () => {
    const partner = await freshPartner();
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, (_, i) =>
        (i % 2 ? staff : superUser)
          .collection(PARTNERS)
          .update(partner.id, { direccion: `save ${i}` }, ifMatch(partner.updated)),
      ),
    );
    const saved = outcomes.flatMap((it) => (it.status === 'fulfilled' ? [it.value] : []));
    const refused = outcomes.flatMap((it) => (it.status === 'rejected' ? [it.reason] : []));
    expect(saved).toHaveLength(1);
    expect(refused.map((it) => (it as ClientResponseError).status)).toEqual(Array(19).fill(409));
    const stored = await staff.collection(PARTNERS).getOne(partner.id);
    expect(stored.direccion).toBe(saved[0]!.direccion);
    expect(stored.updated).toBe(saved[0]!.updated);
  });

  it('gives every write a new version, even many in one millisecond', async () => {
    const partner = await freshPartner();
    // Concurrent saves land within a millisecond of each other; a repeated version would let a
    // save based on the older of the two through.
    const saved = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        staff.collection(PARTNERS).update(partner.id, { direccion: `n${i}` }),
      ),
    );
    const versions = saved.map((it) => it.updated).sort();
    expect(new Set(versions).size).toBe(30);
    expect(versions[0]! > partner.updated).toBe(true);
  });

  it("tells someone of another company nothing about a record's version", async () => {
    const partner = await freshPartner();
    const stale = await refusal(
      outsider.collection(PARTNERS).update(partner.id, { direccion: 'x' }, ifMatch('2000-01-01')),
    );
    const current = await refusal(
      outsider
        .collection(PARTNERS)
        .update(partner.id, { direccion: 'x' }, ifMatch(partner.updated)),
    );
    expect([stale.status, current.status]).toEqual([404, 404]);
    expect((await staff.collection(PARTNERS).getOne(partner.id)).direccion).toBe('first');
  });

  it('refuses a stale multipart save the same way, before storing its files', async () => {
    const partner = await freshPartner();
    await superUser.collection(PARTNERS).update(partner.id, { direccion: 'colleague' });
    const form = new FormData();
    form.append('direccion', 'mine');
    const error = await refusal(
      staff.collection(PARTNERS).update(partner.id, form, ifMatch(partner.updated)),
    );
    expect(error.status).toBe(409);
  });
});
