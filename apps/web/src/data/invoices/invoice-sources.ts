import {
  SHIPMENT_COLLECTION_NAMES,
  shipmentParties,
  type BillableShipment,
  type PartnersRecord,
  type ShipmentCollectionName,
  type ShipmentParty,
} from '@rumbo/domain';
import { queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import { INVOICES_ROOT } from './invoices-query.ts';

// What a new invoice is made from (issue 39): the shipments whose income rows it bills, and the
// client's fiscal data. Read from the server only, like every invoice read.

/** A shipment named in `?from=shipments_ocean:ID,…`. */
export type ShipmentRef = { collection: ShipmentCollectionName; id: string };

const RECORD_ID = /^[a-z0-9]{15}$/;

/** The shipments a `from` parameter names; anything unreadable is left out, each one once. */
export function readShipmentRefs(from: string | null): ShipmentRef[] {
  const refs: ShipmentRef[] = [];
  for (const part of (from ?? '').split(',')) {
    const [collection = '', id = ''] = part.trim().split(':');
    const known = (SHIPMENT_COLLECTION_NAMES as readonly string[]).includes(collection);
    if (!known || !RECORD_ID.test(id) || refs.some((ref) => ref.id === id)) continue;
    refs.push({ collection: collection as ShipmentCollectionName, id });
  }
  return refs;
}

/** The `from` parameter naming these shipments. */
export function shipmentRefsParam(refs: readonly ShipmentRef[]): string {
  return refs.map((ref) => `${ref.collection}:${ref.id}`).join(',');
}

/** A shipment as invoicing reads it, with the partners named as its parties. */
export type InvoiceSourceShipment = BillableShipment & { parties: ShipmentParty[] };

type ShipmentRow = {
  id: string;
  shipmentCode: string;
  origin: string;
  destination: string;
  parties: unknown;
  costControlRows: unknown;
};

const MODES = {
  shipments_ocean: 'ocean',
  shipments_air: 'air',
  shipments_land: 'land',
} as const satisfies Record<ShipmentCollectionName, string>;

/** The shipments a new invoice bills, in the order named; one missing (deleted) is left out. */
export function invoiceSourcesQuery(refs: readonly ShipmentRef[]) {
  return queryOptions({
    queryKey: [INVOICES_ROOT, 'sources', shipmentRefsParam(refs)] as const,
    queryFn: async ({ signal }): Promise<InvoiceSourceShipment[]> => {
      const found = new Map<string, InvoiceSourceShipment>();
      for (const collection of new Set(refs.map((ref) => ref.collection))) {
        const ids = refs.filter((ref) => ref.collection === collection).map((ref) => ref.id);
        const rows = await pb.collection(collection).getFullList<ShipmentRow>({
          filter: ids.map((id) => pb.filter('id = {:id}', { id })).join(' || '),
          fields: 'id,shipmentCode,origin,destination,parties,costControlRows',
          signal,
          requestKey: null,
        });
        for (const row of rows) found.set(row.id, sourceOf(collection, row));
      }
      return refs.flatMap((ref) => found.get(ref.id) ?? []);
    },
    enabled: refs.length > 0,
    networkMode: 'always',
    retry: false,
    staleTime: 0,
    refetchOnWindowFocus: false,
  });
}

function sourceOf(collection: ShipmentCollectionName, row: ShipmentRow): InvoiceSourceShipment {
  const rows = Array.isArray(row.costControlRows) ? (row.costControlRows as unknown[]) : [];
  return {
    collection,
    id: row.id,
    code: row.shipmentCode || row.id,
    lane: { mode: MODES[collection], origin: row.origin ?? '', destination: row.destination ?? '' },
    parties: shipmentParties(row.parties),
    rows: rows.flatMap((item) => {
      const cost = (typeof item === 'object' && item !== null ? item : {}) as Record<string, unknown>;
      if (typeof cost.id !== 'string' || cost.id === '') return [];
      return [
        {
          id: cost.id,
          concept: String(cost.concept ?? ''),
          currency: String(cost.currency ?? 'MXN') || 'MXN',
          amount: Number(cost.amount) || 0,
          flow: String(cost.flow ?? ''),
        },
      ];
    }),
  };
}

/** The client's fiscal data as the partner holds it (RFC, razón social, régimen, CP, uso). */
export type ClientFiscalData = Pick<
  PartnersRecord,
  'id' | 'displayName' | 'razonSocial' | 'rfc' | 'regimenFiscal' | 'codigoPostal' | 'usoCfdi'
>;

/** One partner's fiscal data, read afresh (it may have just been completed in Partners). */
export function clientFiscalQuery(partnerId: string) {
  return queryOptions({
    queryKey: [INVOICES_ROOT, 'client-fiscal', partnerId] as const,
    queryFn: async ({ signal }): Promise<ClientFiscalData> => {
      const record = await pb.collection('partners').getOne<ClientFiscalData>(partnerId, {
        fields: 'id,displayName,razonSocial,rfc,regimenFiscal,codigoPostal,usoCfdi',
        signal,
        requestKey: null,
      });
      return {
        id: record.id,
        displayName: record.displayName ?? '',
        razonSocial: record.razonSocial ?? '',
        rfc: (record.rfc ?? '').toUpperCase(),
        regimenFiscal: record.regimenFiscal ?? '',
        codigoPostal: record.codigoPostal ?? '',
        usoCfdi: record.usoCfdi ?? '',
      };
    },
    enabled: partnerId !== '',
    networkMode: 'always',
    retry: false,
    staleTime: 0,
  });
}
