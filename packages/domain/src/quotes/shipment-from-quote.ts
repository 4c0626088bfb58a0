import type { ShipmentMode } from '../collections/shipment-mode.ts';
import type { ShipmentParty } from '../messages/message-recipients.ts';
import type { CostRow } from '../shipments/shipment-sub-list-items.ts';
import type { QuoteCargoInput } from './quote-cargo.ts';
import type { QuoteOptionLine } from './quote-proposal.ts';

/** What an accepted quote brings to the shipment it becomes (issue 38). */
export type AcceptedQuote = {
  id: string;
  code: string;
  mode: ShipmentMode;
  direction: 'import' | 'export' | 'domestic';
  client: { id: string; name: string };
  origin: string;
  destination: string;
  incoterm: string;
  cargo: QuoteCargoInput;
  option: { carrier: string; lines: readonly QuoteOptionLine[] };
};

/**
 * The fields of the shipment an accepted quote becomes: the client as consignee on an import
 * (the one who receives and pays) and as shipper otherwise, named in `parties` too so the
 * shipment's e-mail reaches them; lane, Incoterm, the chosen option's carrier (the airline on
 * air), the cargo in the mode's own lists, and every line twice as cost control rows: its buy
 * amount as a cost, its sell amount as income. `newId` makes the list items' ids.
 */
export function shipmentFromQuote(
  quote: AcceptedQuote,
  newId: () => string,
): Record<string, unknown> {
  const role: ShipmentParty['role'] = quote.direction === 'import' ? 'consignee' : 'shipper';
  const costControlRows: CostRow[] = quote.option.lines.flatMap((line) => [
    row(newId, line, 'cost', line.buy),
    row(newId, line, 'income', line.sell),
  ]);
  return {
    quote: quote.id,
    [role]: quote.client.name,
    parties: [{ partner: quote.client.id, role }],
    origin: quote.origin,
    destination: quote.destination,
    incoterm: quote.incoterm,
    ...laneFields(quote),
    ...cargoFields(quote.cargo, newId),
    costControlRows,
  };
}

/** Where each mode keeps the lane and the carrier (SPEC §3: ocean's ports are its origin and destination). */
function laneFields(quote: AcceptedQuote): Record<string, unknown> {
  const direction = DIRECTIONS[quote.direction];
  const note = `Cotización ${quote.code}`;
  if (quote.mode === 'ocean')
    return {
      direction,
      carrier: quote.option.carrier,
      portOfLoad: quote.origin,
      portOfArrival: quote.destination,
      notes: note,
    };
  if (quote.mode === 'air')
    return {
      direction,
      airline: quote.option.carrier,
      airportOfDeparture: quote.origin,
      airportOfArrival: quote.destination,
    };
  return { carrier: quote.option.carrier, notes: note };
}

/** The shipment's own words for a direction (the form's choices). */
const DIRECTIONS = { import: 'Import', export: 'Export', domestic: 'Domestic' } as const;

function row(newId: () => string, line: QuoteOptionLine, flow: CostRow['flow'], amount: number) {
  return { id: newId(), concept: line.charge, code: '', currency: line.currency, amount, flow };
}

function cargoFields(cargo: QuoteCargoInput, newId: () => string): Record<string, unknown> {
  switch (cargo.kind) {
    case 'fcl':
      return {
        cargoType: 'FCL',
        containersList: cargo.containers.flatMap((container) =>
          Array.from({ length: Math.max(0, Math.floor(container.count)) }, () => ({
            id: newId(),
            number: '',
            type: container.type,
            seal: '',
          })),
        ),
      };
    case 'lcl':
      return {
        cargoType: 'LCL',
        lclItems: [
          {
            id: newId(),
            description: '',
            weightKg: cargo.weightKg,
            volumeM3: cargo.volumeM3,
          },
        ],
      };
    case 'air':
      return {
        looseItems: cargo.pieces.map((piece) => ({
          id: newId(),
          description: '',
          pieces: piece.count,
          lengthCm: piece.lengthCm,
          widthCm: piece.widthCm,
          heightCm: piece.heightCm,
          weightKg: Math.round(piece.count * piece.weightKg * 1000) / 1000,
        })),
      };
    case 'land':
      return {
        vehicle: cargo.vehicle,
        load: cargo.full ? 'FTL' : 'LTL',
        weightKg: cargo.weightKg ?? 0,
        volumeM3: cargo.volumeM3 ?? 0,
      };
  }
}
