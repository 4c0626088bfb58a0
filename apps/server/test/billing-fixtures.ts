import {
  DEMO_IDS,
  SHIPMENT_COLLECTION_NAMES,
  likelyClients,
  linesFromShipments,
  shipmentParties,
  type BillableShipment,
  type InvoiceLine,
  type ShipmentCollectionName,
} from '@rumbo/domain';
import type PocketBase from 'pocketbase';

// Helpers of the billing tests (issue 39): Golfo's shipments that no invoice bills yet, as an
// invoice draft's lines, and their client with its fiscal data complete.

const MODES = { shipments_ocean: 'ocean', shipments_air: 'air', shipments_land: 'land' } as const;

export type Billable = BillableShipment & { client: string };

/** Golfo's shipments with MXN income rows, a client party, and no live invoice on them. */
export async function unbilledShipments(pb: PocketBase): Promise<Billable[]> {
  const invoices = await pb.collection('invoices').getFullList<{ shipmentIds: string }>({
    filter: 'state != "cancelled"',
    fields: 'shipmentIds',
  });
  const billed = new Set(invoices.flatMap((invoice) => invoice.shipmentIds.split(' ')));
  const found: Billable[] = [];
  for (const collection of SHIPMENT_COLLECTION_NAMES as readonly ShipmentCollectionName[]) {
    const rows = await pb.collection(collection).getFullList<Record<string, unknown>>({
      filter: `company = "${DEMO_IDS.golfo}"`,
      fields: 'id,shipmentCode,origin,destination,parties,costControlRows',
      sort: 'shipmentCode',
    });
    for (const row of rows) {
      const client = likelyClients(shipmentParties(row.parties))[0];
      const costs = Array.isArray(row.costControlRows)
        ? (row.costControlRows as Record<string, unknown>[])
        : [];
      if (!client || billed.has(String(row.id))) continue;
      const shipment: Billable = {
        collection,
        id: String(row.id),
        code: String(row.shipmentCode),
        client,
        lane: {
          mode: MODES[collection],
          origin: String(row.origin),
          destination: String(row.destination),
        },
        rows: costs.map((cost) => ({
          id: String(cost.id),
          concept: String(cost.concept),
          currency: String(cost.currency || 'MXN'),
          amount: Number(cost.amount) || 0,
          flow: String(cost.flow),
        })),
      };
      if (shipment.rows.some((r) => r.flow === 'income' && r.currency === 'MXN' && r.amount > 0))
        found.push(shipment);
    }
  }
  return found;
}

let lineCount = 0;

/** The draft lines of a shipment's MXN income rows, taxed for its client's RFC. */
export function linesOf(shipment: Billable, clientRfc: string): InvoiceLine[] {
  return linesFromShipments([shipment], {
    currency: 'MXN',
    clientRfc,
    invoiced: new Set(),
    newId: () => `l${String((lineCount += 1)).padStart(14, '0')}`,
  });
}

/** Completes the client's fiscal data (as the SAT registers a company) and answers its RFC. */
export async function withFiscalData(pb: PocketBase, partnerId: string): Promise<string> {
  const partner = await pb
    .collection('partners')
    .getOne<{ rfc: string; razonSocial: string }>(partnerId);
  await pb.collection('partners').update(partnerId, {
    razonSocial: partner.razonSocial.replace(/,.*$/, '') || 'Cliente de Prueba',
    regimenFiscal: partner.rfc.length === 12 ? '601' : '612',
    codigoPostal: '06600',
    usoCfdi: 'G03',
  });
  return partner.rfc;
}

/** An invoice draft body of Golfo for these lines (PPD, paid later). */
export function draftBody(
  client: string,
  lines: InvoiceLine[],
  change: Record<string, unknown> = {},
) {
  return {
    company: DEMO_IDS.golfo,
    client,
    uso: 'G03',
    metodoPago: 'PPD',
    formaPago: '99',
    currency: 'MXN',
    lines,
    ...change,
  };
}

/** The HTTP status and data of a refused call, or null when it went through. */
export const refusal = (call: Promise<unknown>) =>
  call.then(
    () => null,
    (error: { status: number; response: { message?: string; data: Record<string, unknown> } }) => ({
      status: error.status,
      message: error.response.message ?? '',
      data: error.response.data,
    }),
  );

/** POSTs to one of the billing routes. */
export const move = <T = Record<string, unknown>>(
  pb: PocketBase,
  path: string,
  body?: Record<string, unknown>,
) => pb.send<T>(path, { method: 'POST', ...(body ? { body } : {}), requestKey: null });
