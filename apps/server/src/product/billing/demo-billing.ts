import { randomBytes } from 'node:crypto';
import {
  DEMO_IDS,
  DEMO_OPERATOR,
  likelyClients,
  linesFromShipments,
  shipmentParties,
  toCents,
  type BillableShipment,
  type ShipmentCollectionName,
} from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import type { BillingServices } from './billing-services.ts';
import { makeTestCsd } from './cfdi/test-csd-maker.ts';
import { replaceCompanyCsd } from './csd-store.ts';
import { withoutLegalForm } from './client-partner.ts';
import {
  DEMO_INVOICES,
  demoDayAfter,
  demoInstant,
  type DemoInvoiceSpec,
} from './demo-billing-plan.ts';
import { cancelInvoice, stampInvoice } from './invoice-moves.ts';
import { stampPayment } from './payment-moves.ts';
import { collectionNamed } from './server-writes.ts';

const MODES = { shipments_ocean: 'ocean', shipments_air: 'air', shipments_land: 'land' } as const;

type Candidate = BillableShipment & { client: string };

/** The demo CSD's number: in the SAT's test range, the same on every seed. */
const DEMO_CSD_NUMBER = '30001000000500003456';

/**
 * The demo's ids: the same on every seed at the same moment, so a copy of a seeded database and
 * a fresh seed hold the same records (what stays random is the key, the seals and the stamps).
 */
function demoId(prefix: string, n: number): string {
  return `rmb${prefix}${String(n).padStart(12 - prefix.length, '0')}`;
}

/**
 * Golfo's billing for the demo (issue 39): its fiscal data and a test CSD made for its RFC, the
 * fiscal data of the clients it bills, and invoices in every state (DEMO_INVOICES) built from its
 * shipments' income rows and stamped by the local test PAC. Written through the record engine and
 * the billing routes' own functions as the operator, so every check a person meets applies.
 */
export async function seedDemoBilling(services: BillingServices, now: Date): Promise<void> {
  const { core } = services;
  const golfo = await core.db.get<{ rfc: string; razon_social: string }>(
    'SELECT "rfc", "razon_social" FROM "companies" WHERE "id" = ?',
    [DEMO_IDS.golfo],
  );
  const started = await core.db.get('SELECT 1 FROM "invoices" WHERE "company" = ? LIMIT 1', [
    DEMO_IDS.golfo,
  ]);
  const operator = await core.admins.findByEmail(DEMO_OPERATOR.email);
  if (!golfo || started || !operator) return;
  const ctx: RequestContext = {
    identity: { kind: 'admin', admin: operator },
    method: 'POST',
    query: {},
    headers: { x_rumbo_source: 'seed' },
  };
  const companies = collectionNamed(core, 'companies');
  await core.writer.update(companies, DEMO_IDS.golfo, ctx, {
    regimenFiscal: '601',
    codigoPostal: '91700',
    invoiceSeries: 'F',
    paymentSeries: 'CP',
  });
  const password = randomBytes(9).toString('base64url');
  const csd = await makeTestCsd({
    rfc: golfo.rfc.toUpperCase(),
    name: golfo.razon_social.toUpperCase(),
    validFrom: new Date(now.getTime() - 400 * 86_400_000),
    validTo: new Date(now.getTime() + 3 * 365 * 86_400_000),
    password,
    number: DEMO_CSD_NUMBER,
  });
  await replaceCompanyCsd(
    core,
    ctx,
    DEMO_IDS.golfo,
    { certificate: csd.certificate, key: csd.key, password },
    { secret: services.secret, now },
  );
  const candidates = await billableShipments(core);
  const clients = new Set<string>();
  const used = new Set<string>();
  for (const [index, spec] of DEMO_INVOICES.entries()) {
    const shipment = candidates.find(
      (candidate) =>
        !used.has(candidate.id) &&
        candidate.rows.some((row) => row.flow === 'income' && row.currency === spec.currency),
    );
    if (!shipment) continue;
    used.add(shipment.id);
    if (!clients.has(shipment.client)) await completeFiscalData(core, ctx, shipment.client);
    clients.add(shipment.client);
    await seedInvoice(services, ctx, now, spec, shipment, index + 1);
  }
}

/** Golfo's shipments with income rows and a client that is a company (RFC of 12), oldest code first. */
async function billableShipments(core: Core): Promise<Candidate[]> {
  const found: Candidate[] = [];
  for (const collection of Object.keys(MODES) as ShipmentCollectionName[]) {
    const rows = await core.db.all<Record<string, unknown>>(
      `SELECT s."id", s."shipmentCode", s."origin", s."destination", s."parties", s."costControlRows" FROM "${collection}" s WHERE s."company" = ? ORDER BY s."shipmentCode"`,
      [DEMO_IDS.golfo],
    );
    for (const row of rows) {
      const client = await clientOf(core, row.parties);
      const costs = parse(row.costControlRows);
      if (!client || !Array.isArray(costs)) continue;
      found.push({
        collection,
        id: String(row.id),
        code: String(row.shipmentCode),
        client,
        lane: {
          mode: MODES[collection],
          origin: String(row.origin ?? ''),
          destination: String(row.destination ?? ''),
        },
        rows: (costs as Record<string, unknown>[]).map((cost) => ({
          id: String(cost.id ?? ''),
          concept: String(cost.concept ?? ''),
          currency: String(cost.currency || 'MXN'),
          amount: Number(cost.amount) || 0,
          flow: String(cost.flow ?? ''),
        })),
      });
    }
  }
  return found;
}

async function clientOf(core: Core, parties: unknown): Promise<string | null> {
  for (const id of likelyClients(shipmentParties(parse(parties)))) {
    const partner = await core.db.get<{ rfc: string }>(
      'SELECT "rfc" FROM "partners" WHERE "id" = ? AND "company" = ?',
      [id, DEMO_IDS.golfo],
    );
    if (partner && String(partner.rfc).trim().length === 12) return id;
  }
  return null;
}

/** The client's régimen, postal code and uso del CFDI, its razón social as the SAT has it. */
async function completeFiscalData(core: Core, ctx: RequestContext, partnerId: string) {
  const partners = collectionNamed(core, 'partners');
  const partner = await core.reader.findById(partners, partnerId);
  const address = String(partner?.direccion ?? partner?.address ?? '');
  await core.writer.update(partners, partnerId, ctx, {
    razonSocial: withoutLegalForm(String(partner?.razonSocial ?? '')),
    regimenFiscal: '601',
    codigoPostal: /\b\d{5}\b/.exec(address)?.[0] ?? '06600',
    usoCfdi: 'G03',
  });
}

async function seedInvoice(
  services: BillingServices,
  ctx: RequestContext,
  now: Date,
  spec: DemoInvoiceSpec,
  shipment: Candidate,
  number: number,
) {
  const { core } = services;
  const partner = await core.db.get<{ rfc: string }>(
    'SELECT "rfc" FROM "partners" WHERE "id" = ?',
    [shipment.client],
  );
  const issued = demoInstant(now, spec.issuedDaysAgo);
  let line = 0;
  const lines = linesFromShipments([shipment], {
    currency: spec.currency,
    clientRfc: String(partner?.rfc ?? ''),
    invoiced: new Set(),
    newId: () => demoId('ln', number * 100 + (line += 1)),
  });
  const invoices = collectionNamed(core, 'invoices');
  const draft = await core.writer.create(invoices, ctx, {
    id: demoId('invoice', number),
    company: DEMO_IDS.golfo,
    client: shipment.client,
    uso: 'G03',
    metodoPago: spec.metodoPago,
    formaPago: spec.metodoPago === 'PPD' ? '99' : '03',
    currency: spec.currency,
    dueDate: demoDayAfter(issued, spec.creditDays),
    lines,
    notes:
      spec.end === 'draft'
        ? 'Borrador: revisar el uso del CFDI con el cliente antes de timbrar.'
        : '',
  });
  const id = String(draft.id);
  if (spec.end === 'draft') return;
  const at = (instant: Date) => ({ ...services, clock: () => instant });
  const stamped = await stampInvoice(at(issued), ctx, id);
  if (spec.end === 'cancelled') {
    await cancelInvoice(at(demoInstant(now, spec.issuedDaysAgo - 2)), ctx, id, { reason: '02' });
    return;
  }
  if (spec.end === 'cancellationWaiting') {
    // Only the local test PAC is told to wait for the client: a real PAC is never asked.
    const testPac = services.testPac;
    if (!testPac) return;
    testPac.set({ cancellationNeedsAcceptance: true });
    try {
      await cancelInvoice(at(now), ctx, id, { reason: '02' });
    } finally {
      testPac.set({ cancellationNeedsAcceptance: false });
    }
    return;
  }
  const totalCents = toCents(Number(stamped.total));
  let paidCents = 0;
  for (const [index, payment] of spec.payments.entries()) {
    const last = index === spec.payments.length - 1 && spec.end === 'paid';
    const cents = last ? totalCents - paidCents : Math.round(totalCents * payment.share);
    paidCents += cents;
    const paidAt = new Date(issued.getTime() + payment.afterDays * 86_400_000);
    const recorded = await core.writer.create(collectionNamed(core, 'payments'), ctx, {
      id: demoId('payment', number * 10 + index),
      company: DEMO_IDS.golfo,
      client: shipment.client,
      date: demoDayAfter(paidAt, 0),
      formaPago: '03',
      currency: spec.currency,
      amount: cents / 100,
      applications: [{ invoice: id, amount: cents / 100 }],
      reference: `SPEI ${String(700_000 + index * 137 + spec.issuedDaysAgo * 11)}`,
    });
    if (recorded.needsComplement) await stampPayment(at(paidAt), ctx, String(recorded.id));
  }
}

function parse(value: unknown): unknown {
  if (typeof value !== 'string') return value;
  try {
    return JSON.parse(value);
  } catch {
    return null;
  }
}
