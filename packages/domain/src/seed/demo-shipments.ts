import { shipmentCodePrefix } from '../shipments/shipment-code-prefix.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';
import { airShipmentFields } from './demo-air-shipment.ts';
import type { DemoAuthor, DemoRecord } from './demo-data-types.ts';
import { recordDate, shiftDate } from './demo-dates.ts';
import {
  planMilestones,
  type DemoStatus,
  type MilestoneHistory,
  type MilestonePlan,
} from './demo-milestones.ts';
import { FOREIGN_COMPANIES } from './demo-names.ts';
import { FOREIGN_AIRPORTS, FOREIGN_SEAPORTS } from './demo-places.ts';
import { landShipmentFields } from './demo-land-shipment.ts';
import { oceanShipmentFields } from './demo-ocean-shipment.ts';
import type { DemoRandom } from './demo-random.ts';
import { pickSchemaFields } from './pick-schema-fields.ts';
import type { DemoShipmentContext } from './demo-shipment-context.ts';

export type BuildDemoShipmentsInput = {
  company: string;
  mode: ShipmentMode;
  count: number;
  now: Date;
  random: DemoRandom;
  authors: DemoAuthor[];
  /** Display names of the company's customers. */
  clients: readonly string[];
  /** Display names of the company's land carriers. */
  truckers: readonly string[];
};

const MODE_FIELDS: Record<ShipmentMode, (ctx: DemoShipmentContext) => Record<string, unknown>> = {
  ocean: oceanShipmentFields,
  air: airShipmentFields,
  land: landShipmentFields,
};

/** Every LATE_EVERY-th shipment (the 1st, 9th, …) is deliberately missing an actual date: overdue. */
const LATE_EVERY = 8;

/**
 * Demo shipments of one mode for one company, with codes PREFIX + year of `now` + 4-digit
 * sequence (so `nextShipmentCode` carries on from them), milestones around `now`, and the
 * web app's full object repeated in `payload`.
 */
export function buildDemoShipments(input: BuildDemoShipmentsInput): DemoRecord[] {
  return Array.from({ length: input.count }, (_, index) =>
    buildDemoShipment(input, { sequence: index + 1, isLate: index % LATE_EVERY === 0 }),
  );
}

export type DemoShipmentOptions = {
  /** The code's sequence within its mode and year (the year is `now`'s). */
  sequence: number;
  /** Deliberately missing an actual date long enough ago to be overdue. */
  isLate: boolean;
  /**
   * For a shipment of the past: its milestones are planned around `input.now` (when it was
   * booked), and actual dates are known up to `actualsUntil` (today), forgotten at `forgotten`.
   */
  history?: MilestoneHistory;
};

/** One demo shipment (see buildDemoShipments); `input.count` is not read. */
export function buildDemoShipment(
  input: BuildDemoShipmentsInput,
  { sequence, isLate, history }: DemoShipmentOptions,
): DemoRecord {
  const { random, mode, now } = input;
  const plan = planMilestones({ mode, now, random, isLate, history });
  const known = history?.actualsUntil ?? now;
  const ctx = shipmentContext(input, plan);
  const created = earlierOf(
    shiftDate(plan.start, { days: -random.int(2, 12) }),
    shiftDate(now, { hours: -random.int(1, 48) }),
  );
  const fields: Record<string, unknown> = {
    ...commonFields({ input, sequence, ctx, status: plan.status }),
    ...MODE_FIELDS[mode](ctx),
    ...plan.dates,
    deliveryPickupDate: deliveryPickupDate(mode, plan.dates),
  };
  return withAuthorship({
    fields,
    mode,
    author: random.pick(input.authors),
    created,
    updated: latest(created, plan.dates, known),
  });
}

function shipmentContext(input: BuildDemoShipmentsInput, plan: MilestonePlan): DemoShipmentContext {
  const { random, mode } = input;
  const client = random.pick(input.clients);
  const abroad = random.pick(mode === 'air' ? FOREIGN_AIRPORTS : FOREIGN_SEAPORTS);
  const country = abroad.country;
  const counterpart = pickCounterpart({ mode, client, clients: input.clients, country, random });
  const direction = random.chance(0.65) ? 'Import' : 'Export';
  return {
    random,
    direction,
    client,
    counterpart,
    abroad,
    truckers: input.truckers,
    dates: plan.dates,
  };
}

type CommonFieldsInput = {
  input: BuildDemoShipmentsInput;
  sequence: number;
  ctx: DemoShipmentContext;
  status: DemoStatus;
};

/** The fields every mode shares (SPEC §3 common fields), plus status and money state. */
function commonFields({
  input,
  sequence,
  ctx,
  status,
}: CommonFieldsInput): Record<string, unknown> {
  const { random, mode, now } = input;
  const { direction, client, counterpart } = ctx;
  const [shipper, consignee] =
    direction === 'Import' ? [counterpart, client] : [client, counterpart];
  const reference = `PO-${random.digits(6)}`;
  const code = String(sequence).padStart(4, '0');
  return {
    id: random.id(),
    company: input.company,
    reference,
    ref: reference,
    shipper,
    consignee,
    notify: consignee,
    principal: client,
    ...statusFields(mode, status),
    financialStatus: financialStatus(status, random),
    priority: random.pick(['Normal', 'Normal', 'Normal', 'High', 'Low']),
    direction,
    shipmentCode: `${shipmentCodePrefix(mode)}${now.getUTCFullYear()}${code}`,
    legacyId: '',
    notes: random.chance(0.25) ? random.pick(NOTES) : '',
    comments: [],
    activitiesStatus: [],
  };
}

type CounterpartInput = {
  mode: ShipmentMode;
  client: string;
  clients: readonly string[];
  country: string;
  random: DemoRandom;
};

/** Land moves run between two customers; ocean and air ones to a company in the foreign port's country. */
function pickCounterpart({ mode, client, clients, country, random }: CounterpartInput): string {
  const otherClients = clients.filter((it) => it !== client);
  if (mode === 'land' && otherClients.length > 0) return random.pick(otherClients);
  const local = FOREIGN_COMPANIES.filter((it) => it.country === country);
  return random.pick(local.length > 0 ? local : FOREIGN_COMPANIES).name;
}

const NOTES = [
  'Revisar documentación con el agente aduanal.',
  'Cliente solicita aviso 24 h antes de la entrega.',
  'Mercancía frágil: no estibar.',
  'Pendiente confirmar cita de entrega.',
];

function statusFields(mode: ShipmentMode, status: DemoStatus): Record<string, string> {
  // Ocean records keep their status in operationalStatus; `status` mirrors it for listing.
  return mode === 'ocean' ? { status, operationalStatus: status } : { status };
}

function financialStatus(status: DemoStatus, random: DemoRandom): string {
  if (status === 'Finished') return random.pick(['Invoiced', 'Paid']);
  return status === 'In progress' ? random.pick(['Pending', 'Invoiced']) : 'Pending';
}

/** When the consignee may collect: a day after release (ocean), half a day after landing (air). */
function deliveryPickupDate(mode: ShipmentMode, dates: Record<string, Date | null>): Date | null {
  if (mode === 'land') return null;
  const base = mode === 'ocean' ? dates.warehouseReleaseEstimated : dates.airportArrivalEstimated;
  return base ? shiftDate(base, { hours: mode === 'ocean' ? 24 : 12 }) : null;
}

function earlierOf(a: Date, b: Date): Date {
  return a < b ? a : b;
}

/** Last touched when the latest actual date was entered, or at creation. */
function latest(created: Date, dates: Record<string, Date | null>, now: Date): Date {
  const times = Object.values(dates).filter((it): it is Date => it instanceof Date && it <= now);
  return times.reduce((max, it) => (it > max ? it : max), created);
}

type AuthorshipInput = {
  fields: Record<string, unknown>;
  mode: ShipmentMode;
  author: DemoAuthor;
  created: Date;
  updated: Date;
};

/**
 * The stored record keeps only its collection's fields (record-layout dates), so the server can
 * insert it as is; `payload` is the web app's whole object, with ISO dates.
 */
function withAuthorship({ fields, mode, author, created, updated }: AuthorshipInput): DemoRecord {
  const stored = pickSchemaFields(`shipments_${mode}`, mapDates(fields, recordDate));
  const payload = {
    ...mapDates(fields, (date) => date.toISOString()),
    mode,
    shipmentId: fields.id,
    companyId: fields.company,
    createdBy: author.id,
    createdByName: author.name,
    createdByEmail: author.email,
    updatedBy: author.id,
    updatedByName: author.name,
    updatedByEmail: author.email,
    createdAtISO: created.toISOString(),
    updatedAtISO: updated.toISOString(),
  };
  return {
    ...stored,
    id: String(fields.id),
    createdBy: author.id,
    updatedBy: author.id,
    created: recordDate(created),
    updated: recordDate(updated),
    payload,
  };
}

function mapDates(
  fields: Record<string, unknown>,
  format: (date: Date) => string,
): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      value instanceof Date ? format(value) : value === null ? '' : value,
    ]),
  );
}
