import { describe, expect, it } from 'vitest';
import { airShipment, landShipment, oceanShipment } from './tracking-fixtures.ts';
import { publicTracking, sharedDocuments } from './public-tracking.ts';

const NOW = new Date('2026-03-10T12:00:00Z');
const FORWARDER = { name: 'Golfo Logistics', logoUrl: '/api/files/c/l.png' };

/** What a shipment holds that a customer's link must never show (issue 37). */
const SECRETS = {
  costControlRows: [{ concept: 'Flete marítimo', buy: 'SECRET-COST-1850', sell: 1900 }],
  comments: [{ id: 'k1', text: 'SECRET-COMMENT cliente moroso', authorName: 'Ana' }],
  shipper: 'SECRET-SHIPPER Textiles del Norte',
  consignee: 'SECRET-CONSIGNEE Importadora Sur',
  notifyParty: 'SECRET-NOTIFY Agencia',
  createdBy: 'SECRET-USER-ID',
  updatedBy: 'SECRET-USER-ID2',
  company: 'SECRET-COMPANY-ID',
  payload: { anything: 'SECRET-PAYLOAD' },
  searchText: 'SECRET-SEARCH',
  documentFiles: ['bl_abc123.pdf', 'invoice_secret.pdf'],
  documents: [
    { id: 'd1', name: 'BL original', file: 'bl_abc123.pdf', shared: true },
    { id: 'd2', name: 'SECRET-INVOICE', file: 'invoice_secret.pdf' },
    { id: 'd3', name: 'Shared but gone', file: 'gone.pdf', shared: true },
  ],
};

describe('publicTracking', () => {
  it.each([
    ['ocean', oceanShipment(SECRETS), 'OCN20260007', 'vessel'],
    ['air', airShipment(SECRETS), 'AIR20260003', 'flight'],
    ['land', landShipment(SECRETS), 'LND20260011', 'truck'],
  ] as const)(
    'shows a %s shipment without anything a customer must not see',
    (_, shipment, code, kind) => {
      const shared = sharedDocuments(shipment).map((doc) => ({
        name: doc.name,
        url: `/f/${doc.file}`,
      }));
      const tracking = publicTracking({
        shipment,
        forwarder: FORWARDER,
        documents: shared,
        expiresAt: '',
        now: NOW,
      });
      expect(tracking.shipment.code).toBe(code);
      expect(tracking.shipment.transport.kind).toBe(kind);
      expect(tracking.forwarder).toEqual(FORWARDER);
      expect(tracking.shipment.documents).toEqual([
        { name: 'BL original', url: '/f/bl_abc123.pdf' },
      ]);
      const json = JSON.stringify(tracking);
      expect(json).not.toMatch(/SECRET/);
      for (const field of [
        'costControlRows',
        'comments',
        'shipper',
        'consignee',
        'payload',
        'company',
      ])
        expect(json).not.toContain(`"${field}"`);
    },
  );

  it('gives each itinerary leg its places and their time zones', () => {
    const shipment = oceanShipment({
      itinerary: [
        {
          mode: 'ocean',
          carrier: 'Maersk',
          vessel: 'Maersk Kendal',
          voyage: '214E',
          departPort: 'CNSHA',
          arrivePort: 'MXZLO',
          etd: '2026-03-03 10:00:00.000Z',
          atd: '',
          eta: '2026-03-15 18:00:00.000Z',
          ata: '',
          cost: 'SECRET',
        },
        'not a leg',
      ],
    });
    const [leg, ...rest] = publicTracking({
      shipment,
      forwarder: FORWARDER,
      documents: [],
      expiresAt: '2026-04-01 00:00:00.000Z',
      now: NOW,
    }).shipment.legs;
    expect(rest).toEqual([]);
    expect(leg).toMatchObject({ mode: 'ocean', from: 'CNSHA', to: 'MXZLO', atd: '', ata: '' });
    expect(leg!.etd).toBe('2026-03-03T10:00:00.000Z');
    expect(leg!.toTimeZone.zone).toBe('America/Mexico_City');
    expect(JSON.stringify(leg)).not.toContain('SECRET');
  });

  it('keeps milestones with their delays at the time asked', () => {
    const tracking = publicTracking({
      shipment: oceanShipment(),
      forwarder: FORWARDER,
      documents: [],
      expiresAt: '',
      now: new Date('2026-03-16T00:00:00Z'),
    });
    const arrival = tracking.shipment.milestones.find((m) => m.key === 'portOfArrivalArrival');
    expect(arrival?.delay?.kind).toBe('overdue');
    expect(tracking.shipment.isDelayed).toBe(true);
  });
});

describe('sharedDocuments', () => {
  it.each([
    [{ documents: [{ name: 'BL', file: 'a.pdf', shared: true }], documentFiles: ['a.pdf'] }, 1],
    [{ documents: [{ name: 'BL', file: 'a.pdf', shared: 'true' }], documentFiles: ['a.pdf'] }, 0],
    [{ documents: [{ name: 'BL', file: 'a.pdf' }], documentFiles: ['a.pdf'] }, 0],
    [{ documents: [{ name: 'BL', file: 'a.pdf', shared: true }], documentFiles: [] }, 0],
    [{ documents: 'broken', documentFiles: ['a.pdf'] }, 0],
  ])('%j shares %i document(s)', (fields, count) => {
    expect(sharedDocuments(oceanShipment(fields))).toHaveLength(count);
  });
});
