import type { DemoPort } from './demo-places.ts';
import type { DemoRandom } from './demo-random.ts';

/** What a mode's field builder gets to work with for one demo shipment. */
export type DemoShipmentContext = {
  random: DemoRandom;
  direction: 'Import' | 'Export';
  /** The forwarder's Mexican customer (a partner display name). */
  client: string;
  /** The party abroad, or another Mexican customer on domestic land moves. */
  counterpart: string;
  /** The foreign seaport or airport, in the counterpart's country (ocean and air). */
  abroad: DemoPort;
  /** The company's land carriers (partner names), for land shipments. */
  truckers: readonly string[];
  /** Milestone dates by record field name (see planMilestones). */
  dates: Record<string, Date | null>;
};

/** A cost-control row (SPEC §3): what was paid to a supplier or billed to the customer. */
export function costRow(
  ctx: DemoShipmentContext,
  row: {
    concept: string;
    code: string;
    currency: string;
    amount: number;
    flow: 'cost' | 'income';
  },
) {
  return { id: ctx.random.id(), ...row, amount: Math.round(row.amount * 100) / 100 };
}

type FreightCharge = { concept: string; code: string; currency: string; cost: number };

/** The buy and the sell row of a freight charge; the margin is 8–25 %. */
export function freightRows(
  ctx: DemoShipmentContext,
  { concept, code, currency, cost }: FreightCharge,
) {
  const margin = ctx.random.float(1.08, 1.25);
  return [
    costRow(ctx, { concept, code, currency, amount: cost, flow: 'cost' }),
    costRow(ctx, { concept, code, currency, amount: cost * margin, flow: 'income' }),
  ];
}

/** Shipment documents as the web app lists them: { id, name }. */
export function documentList(ctx: DemoShipmentContext, names: readonly string[]) {
  return names.filter(() => ctx.random.chance(0.6)).map((name) => ({ id: ctx.random.id(), name }));
}

export function isoOrEmpty(date: Date | null | undefined): string {
  return date ? date.toISOString() : '';
}
