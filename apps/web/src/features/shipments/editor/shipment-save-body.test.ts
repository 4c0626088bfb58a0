import { describe, expect, it } from 'vitest';
import { buildShipmentBody } from './shipment-save-body.ts';
import { emptyShipmentValue } from './shipment-value.ts';

const AUTHOR = { id: 'rmbuserstaffgol', name: 'Mariana Torres Vega', email: 'staff@golfo.test' };
const NOW = new Date('2026-03-10T15:30:00.000Z');

describe('buildShipmentBody', () => {
  it('writes the ocean mirrors from the ports, operational status and ref', () => {
    const value = {
      ...emptyShipmentValue('ocean'),
      ref: 'PO-1',
      portOfLoad: 'CNSHA Shanghai',
      portOfArrival: 'MXZLO Manzanillo',
      operationalStatus: 'In progress',
      // A stale mirror in the value never wins over its source.
      origin: 'old',
    };
    const body = buildShipmentBody({
      mode: 'ocean',
      id: 'ship00000000001',
      company: 'golfo',
      value,
      author: AUTHOR,
      now: NOW,
      saved: null,
    });
    expect(body).toMatchObject({
      ref: 'PO-1',
      reference: 'PO-1',
      origin: 'CNSHA Shanghai',
      destination: 'MXZLO Manzanillo',
      status: 'In progress',
    });
  });

  it('writes the air mirrors from the airports', () => {
    const value = {
      ...emptyShipmentValue('air'),
      airportOfDeparture: 'MEX',
      airportOfArrival: 'MAD',
    };
    const body = buildShipmentBody({
      mode: 'air',
      id: 'a',
      company: 'golfo',
      value,
      author: AUTHOR,
      now: NOW,
      saved: null,
    });
    expect(body).toMatchObject({ origin: 'MEX', destination: 'MAD' });
  });

  it('stamps a new shipment with its creator and the whole object as payload', () => {
    const value = {
      ...emptyShipmentValue('land'),
      ref: 'LND-9',
      pickupEta: '2026-03-11T08:00:00.000Z',
    };
    const body = buildShipmentBody({
      mode: 'land',
      id: 'land00000000001',
      company: 'golfo',
      value,
      author: AUTHOR,
      now: NOW,
      saved: null,
    });
    expect(body).toMatchObject({
      createdBy: AUTHOR.id,
      updatedBy: AUTHOR.id,
      pickupEta: '2026-03-11T08:00:00.000Z',
    });
    expect(body.payload).toMatchObject({
      id: 'land00000000001',
      shipmentId: 'land00000000001',
      mode: 'land',
      company: 'golfo',
      companyId: 'golfo',
      ref: 'LND-9',
      reference: 'LND-9',
      pickupEta: '2026-03-11T08:00:00.000Z',
      createdBy: AUTHOR.id,
      createdByName: AUTHOR.name,
      createdByEmail: AUTHOR.email,
      createdAtISO: NOW.toISOString(),
      updatedBy: AUTHOR.id,
      updatedByName: AUTHOR.name,
      updatedAtISO: NOW.toISOString(),
    });
  });

  it('keeps the creator and the extra payload fields of a saved shipment', () => {
    const saved = {
      created: '2026-01-02 09:00:00.000Z',
      createdBy: 'creator00000001',
      payload: { createdByName: 'Carlos', createdByEmail: 'super@golfo.test', legacyNote: 'kept' },
    };
    const body = buildShipmentBody({
      mode: 'air',
      id: 'a',
      company: 'golfo',
      value: emptyShipmentValue('air'),
      author: AUTHOR,
      now: NOW,
      saved,
    });
    expect(body).not.toHaveProperty('createdBy');
    expect(body.updatedBy).toBe(AUTHOR.id);
    expect(body.payload).toMatchObject({
      legacyNote: 'kept',
      createdBy: 'creator00000001',
      createdByName: 'Carlos',
      createdAtISO: '2026-01-02T09:00:00.000Z',
      updatedByName: AUTHOR.name,
    });
  });

  it('sends no field the record does not store and no bookkeeping of the server', () => {
    const value = {
      ...emptyShipmentValue('air'),
      id: 'x',
      created: 'y',
      collectionName: 'z',
      stray: 1,
    };
    const body = buildShipmentBody({
      mode: 'air',
      id: 'a',
      company: 'golfo',
      value,
      author: AUTHOR,
      now: NOW,
      saved: null,
    });
    for (const key of ['id', 'created', 'collectionName', 'stray', 'documentFiles', 'company']) {
      expect(body).not.toHaveProperty(key);
    }
  });

  it('sends only what changed on an update (with its mirror), and the whole payload', () => {
    const current = {
      ...emptyShipmentValue('ocean'),
      ref: 'PO-1',
      vessel: 'MSC ANNA',
      bookingRef: 'BK-0',
    };
    const value = { ...current, portOfLoad: 'CNSHA Shanghai', bookingRef: 'BK-1' };
    const saved = { created: '2026-01-02 09:00:00.000Z', createdBy: 'c', payload: null };
    const body = buildShipmentBody({
      mode: 'ocean',
      id: 'o',
      company: 'golfo',
      value,
      author: AUTHOR,
      now: NOW,
      saved,
      changedFrom: current,
    });
    const { payload, ...fields } = body;
    expect(fields).toEqual({
      portOfLoad: 'CNSHA Shanghai',
      origin: 'CNSHA Shanghai',
      bookingRef: 'BK-1',
      updatedBy: AUTHOR.id,
    });
    expect(payload).toMatchObject({
      ref: 'PO-1',
      vessel: 'MSC ANNA',
      bookingRef: 'BK-1',
      portOfLoad: 'CNSHA Shanghai',
    });
  });

  // SPEC §3 Local shipment view: the payload names its authors for display (…Label) and carries
  // the markers the local copy and older readers use (docs/decisions/042).
  it('labels the authors and marks the payload with its ids and metadata', () => {
    const body = buildShipmentBody({
      mode: 'land',
      id: 'land00000000001',
      company: 'golfo',
      value: emptyShipmentValue('land'),
      author: AUTHOR,
      now: NOW,
      saved: null,
    });
    expect(body.payload).toMatchObject({
      createdByLabel: 'Mariana Torres Vega',
      updatedByLabel: 'Mariana Torres Vega',
      updatedByEmail: AUTHOR.email,
      __pbId: 'land00000000001',
      __remoteId: 'land00000000001',
      __localId: 'land00000000001',
      __meta: {
        layout: 1,
        app: 'rumbo-web',
        collection: 'shipments_land',
        savedAtISO: NOW.toISOString(),
      },
    });
  });

  it('labels an author without a name by the email, and keeps a legacy local id', () => {
    const saved = {
      created: '2026-01-02 09:00:00.000Z',
      createdBy: 'creator00000001',
      payload: {
        createdByName: 'Carlos',
        createdByEmail: 'super@golfo.test',
        __meta: { layout: 0, stale: true },
      },
    };
    const body = buildShipmentBody({
      mode: 'ocean',
      id: 'ocn000000000042',
      company: 'golfo',
      value: { ...emptyShipmentValue('ocean'), legacyId: 'S-0042' },
      author: { ...AUTHOR, name: '' },
      now: NOW,
      saved,
    });
    expect(body.payload).toMatchObject({
      createdByLabel: 'Carlos',
      updatedByLabel: AUTHOR.email,
      __pbId: 'ocn000000000042',
      __remoteId: 'ocn000000000042',
      __localId: 'S-0042',
      __meta: {
        layout: 1,
        app: 'rumbo-web',
        collection: 'shipments_ocean',
        savedAtISO: NOW.toISOString(),
      },
    });
    expect((body.payload as { __meta: object }).__meta).not.toHaveProperty('stale');
  });
});
