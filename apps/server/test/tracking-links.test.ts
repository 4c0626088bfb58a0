import { DEMO_IDS, type PublicTracking } from '@rumbo/domain';
import type PocketBase from 'pocketbase';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInCallers, type CallerName } from './isolation-fixtures.ts';
import { operator, startTestServer, statusOf, type TestServer } from './test-server.ts';

// Tracking links (issue 37, decision 072): made, listed and revoked through the record API by
// the shipment's company only; read by anyone holding the token at /api/track/{token}, with
// nothing a customer must not see. Runs on both engines (the server-postgres project).

let server: TestServer;
let ops: PocketBase;
let callers: Record<CallerName, PocketBase>;
let shipmentId = '';
let plataShipmentId = '';

const SECRET_OCEAN = {
  company: DEMO_IDS.golfo,
  shipmentCode: 'OCN20269101',
  reference: 'PO-TRACK-1',
  shipper: 'SECRET-SHIPPER Textiles del Bajío',
  consignee: 'SECRET-CONSIGNEE Distribuidora',
  notify: 'SECRET-NOTIFY Agencia',
  origin: 'Shanghai',
  destination: 'Manzanillo',
  status: 'In transit',
  portOfLoad: 'Shanghai (CNSHA)',
  portOfArrival: 'Manzanillo (MXZLO)',
  vessel: 'Maersk Kendal',
  voyage: '214E',
  carrier: 'Maersk',
  portOfLoadDepartureEstimated: '2026-11-20 10:00:00.000Z',
  portOfLoadDepartureActual: '2026-11-20 16:30:00.000Z',
  portOfArrivalArrivalEstimated: '2026-12-15 18:00:00.000Z',
  containersList: [{ id: 'c1', number: 'CSQU3054383', type: '45G1', seal: 'SL1', weightKg: 900 }],
  itinerary: [
    {
      id: 'l1',
      mode: 'ocean',
      carrier: 'Maersk',
      vessel: 'Maersk Kendal',
      voyage: '214E',
      departPort: 'CNSHA',
      arrivePort: 'MXZLO',
      etd: '2026-11-20T10:00:00.000Z',
      atd: '2026-11-20T16:30:00.000Z',
      eta: '2026-12-15T18:00:00.000Z',
      ata: '',
    },
  ],
  costControlRows: [
    { id: 'r1', concept: 'SECRET-COST flete', currency: 'USD', amount: 1850, flow: 'cost' },
  ],
  comments: [{ id: 'k1', text: 'SECRET-COMMENT cliente moroso', authorName: 'Ana' }],
  documents: [{ id: 'd1', name: 'SECRET-DOC factura' }],
};

/** What a customer's link must never carry, as field names or values. */
const NEVER = [
  'SECRET',
  '"costControlRows"',
  '"comments"',
  '"shipper"',
  '"consignee"',
  '"company"',
  '"createdBy"',
  '"payload"',
  '"label"',
  '"token"',
  DEMO_IDS.golfo,
];

const links = (pb: PocketBase) => pb.collection('tracking_links');
const track = (token: string) => fetch(`${server.url}/api/track/${token}`);

async function newLink(pb: PocketBase, fields: Record<string, unknown> = {}) {
  return links(pb).create({
    shipmentCollection: 'shipments_ocean',
    shipment: shipmentId,
    label: 'Importadora del Bajío',
    ...fields,
  });
}

beforeAll(async () => {
  server = await startTestServer();
  ops = await operator(server.url);
  callers = await signInCallers(server.url);
  shipmentId = (await ops.collection('shipments_ocean').create(SECRET_OCEAN)).id;
  plataShipmentId = (
    await ops.collection('shipments_ocean').create({
      ...SECRET_OCEAN,
      company: DEMO_IDS.plata,
      shipmentCode: 'OCN20269102',
    })
  ).id;
});

afterAll(async () => {
  await server?.close();
});

describe('tracking links through the record API', () => {
  it('are made by the server: its token (192 random bits), its author, never opened yet', async () => {
    const sent = 'A'.repeat(32);
    const link = await newLink(callers.staffGolfo, { token: sent, lastOpenedAt: '2026-01-01' });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(link.token).not.toBe(sent);
    expect(link.company).toBe(DEMO_IDS.golfo);
    expect(link.createdBy).toBe(DEMO_IDS.staffGolfo);
    expect(link.lastOpenedAt).toBe('');
    const tokens = await Promise.all(
      Array.from({ length: 20 }, () => newLink(callers.superGolfo).then((it) => it.token)),
    );
    expect(new Set(tokens).size).toBe(20);
  });

  it('refuse a shipment of another company, or one that does not exist, at the shipment field', async () => {
    for (const shipment of [plataShipmentId, 'missing00000000']) {
      const error = await newLink(callers.staffGolfo, { shipment }).catch((e: unknown) => e);
      expect(error).toMatchObject({
        status: 400,
        response: { data: { shipment: { code: 'validation_missing_rel_records' } } },
      });
    }
  });

  it("are read, changed and deleted only by members of the shipment's company", async () => {
    const link = await newLink(callers.staffGolfo);
    for (const name of ['guest', 'admin', 'staffPlata', 'staffVencida'] as const) {
      const pb = callers[name];
      expect(
        await links(pb)
          .getList(1, 50, { filter: `id = "${link.id}"` })
          .then((l) => l.totalItems)
          .catch(() => 0),
      ).toBe(0);
      expect(await statusOf(links(pb).getOne(link.id))).toBe(404);
      expect(await statusOf(links(pb).update(link.id, { revoked: true }))).toBe(404);
      expect(await statusOf(links(pb).delete(link.id))).toBe(404);
      expect([400, 403]).toContain(
        await statusOf(
          links(pb).create({
            company: DEMO_IDS.golfo,
            shipmentCollection: 'shipments_ocean',
            shipment: shipmentId,
          }),
        ),
      );
    }
    expect((await links(callers.superGolfo).getOne(link.id)).token).toBe(link.token);
    expect((await ops.collection('tracking_links').getOne(link.id)).revoked).toBe(false);
  });

  it('never move: company, shipment, token and when last opened stay as the server wrote them', async () => {
    const link = await newLink(callers.staffGolfo);
    const pb = callers.staffGolfo;
    for (const change of [
      { token: 'B'.repeat(32) },
      { shipment: plataShipmentId },
      { shipmentCollection: 'shipments_air' },
      { company: DEMO_IDS.plata },
      { lastOpenedAt: '2026-01-01 00:00:00.000Z' },
      { createdBy: DEMO_IDS.superGolfo },
    ])
      expect(await statusOf(links(pb).update(link.id, change))).toBe(404);
    const renamed = await links(pb).update(link.id, { label: 'Cliente final', revoked: true });
    expect(renamed).toMatchObject({ label: 'Cliente final', revoked: true, token: link.token });
  });
});

describe('GET /api/track/{token}', () => {
  it('shows the shipment to anyone holding the token, and nothing a customer must not see', async () => {
    const link = await newLink(callers.staffGolfo, { expiresAt: '2099-01-01 00:00:00.000Z' });
    const response = await track(link.token);
    expect(response.status).toBe(200);
    expect(response.headers.get('x-robots-tag')).toContain('noindex');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = (await response.json()) as PublicTracking;
    expect(Object.keys(body).sort()).toEqual(['expiresAt', 'forwarder', 'shipment']);
    expect(body.expiresAt).toBe('2099-01-01T00:00:00.000Z');
    expect(body.forwarder.name).toBeTruthy();
    expect(body.shipment).toMatchObject({
      code: 'OCN20269101',
      reference: 'PO-TRACK-1',
      mode: 'ocean',
      origin: 'Shanghai (CNSHA)',
      destination: 'Manzanillo (MXZLO)',
      status: 'In transit',
      transport: { kind: 'vessel', vessel: 'Maersk Kendal', voyage: '214E', carrier: 'Maersk' },
      units: [{ kind: 'container', number: 'CSQU3054383' }],
      legs: [{ mode: 'ocean', from: 'CNSHA', to: 'MXZLO', ata: '' }],
      documents: [],
    });
    const departure = body.shipment.milestones.find((m) => m.key === 'portOfLoadDeparture');
    expect(departure).toMatchObject({
      location: 'Shanghai (CNSHA)',
      timeZone: { zone: 'Asia/Shanghai', isKnown: true },
      actualAt: '2026-11-20T16:30:00.000Z',
    });
    const json = JSON.stringify(body);
    for (const never of NEVER) expect(json).not.toContain(never);
    const opened = await links(callers.staffGolfo).getOne(link.id);
    expect(opened.lastOpenedAt).not.toBe('');
    expect(opened.updated).toBe(link.updated);
  });

  it('answers an unknown, a revoked and an expired token alike', async () => {
    const revoked = await newLink(callers.staffGolfo);
    await links(callers.staffGolfo).update(revoked.id, { revoked: true });
    const expired = await newLink(callers.staffGolfo, { expiresAt: '2020-01-01 00:00:00.000Z' });
    const answers = await Promise.all(
      ['x'.repeat(32), revoked.token, expired.token, 'short'].map(async (token) => {
        const response = await track(token);
        return { status: response.status, body: await response.text() };
      }),
    );
    expect(new Set(answers.map((a) => JSON.stringify(a))).size).toBe(1);
    expect(answers[0]!.status).toBe(404);
    expect(JSON.parse(answers[0]!.body)).toEqual({
      code: 404,
      message: "The requested resource wasn't found.",
      data: {},
    });
  });

  it('stops at once when revoked, also with many reads on the way', async () => {
    const link = await newLink(callers.staffGolfo);
    expect((await track(link.token)).status).toBe(200);
    await links(callers.staffGolfo).update(link.id, { revoked: true });
    const statuses = await Promise.all(
      Array.from({ length: 10 }, () => track(link.token).then((r) => r.status)),
    );
    expect(statuses).toEqual(Array(10).fill(404));
  });

  it('serves only the documents marked as shared', async () => {
    const form = new FormData();
    form.append(
      'documentFiles',
      new Blob(['%PDF-1.4 shared bl'], { type: 'application/pdf' }),
      'bl.pdf',
    );
    form.append(
      'documentFiles',
      new Blob(['%PDF-1.4 private invoice'], { type: 'application/pdf' }),
      'invoice.pdf',
    );
    const shipment = await ops.collection('shipments_ocean').update(shipmentId, form);
    const [bl, invoice] = shipment.documentFiles as string[];
    await ops.collection('shipments_ocean').update(shipmentId, {
      documents: [
        { id: 'd1', name: 'BL', file: bl, shared: true },
        { id: 'd2', name: 'SECRET-DOC factura', file: invoice },
      ],
    });
    const link = await newLink(callers.staffGolfo);
    const body = (await (await track(link.token)).json()) as {
      shipment: { documents: { name: string; url: string }[] };
    };
    expect(body.shipment.documents).toEqual([
      { name: 'BL', url: `/api/track/${link.token}/documents/${bl}` },
    ]);
    const shared = await fetch(`${server.url}${body.shipment.documents[0]!.url}`);
    expect(shared.status).toBe(200);
    expect(await shared.text()).toBe('%PDF-1.4 shared bl');
    expect((await fetch(`${server.url}/api/track/${link.token}/documents/${invoice}`)).status).toBe(
      404,
    );
    expect((await fetch(`${server.url}/api/track/${'x'.repeat(32)}/documents/${bl}`)).status).toBe(
      404,
    );
  });

  it('limits requests per token (60 a minute per instance)', async () => {
    const link = await newLink(callers.staffGolfo);
    const statuses = await Promise.all(
      Array.from({ length: 70 }, () => track(link.token).then((r) => r.status)),
    );
    expect(statuses.filter((s) => s === 200)).toHaveLength(60);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
  });
});
