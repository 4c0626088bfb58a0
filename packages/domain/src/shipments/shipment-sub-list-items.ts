/**
 * The items of a shipment's JSON sub-lists (SPEC §3), as the web app writes them. Every item has
 * an `id` (stable across edits, so two people's changes to one list can be merged item by item).
 * Numbers may be missing while a row is being typed; readers treat a missing number as 0.
 */

/** Ocean `containersList`: one ISO 6346 container. */
export type OceanContainer = {
  id: string;
  /** ISO 6346 number such as `CSQU3054383`. */
  number: string;
  /** ISO 6346 size-type code such as `22G1`, `45G1`, `22R1`. */
  type: string;
  seal: string;
  weightKg?: number;
  volumeM3?: number;
  packages?: number;
};

/** Ocean `lclItems`: one line of less-than-container-load cargo. */
export type LclItem = {
  id: string;
  description: string;
  packages?: number;
  weightKg?: number;
  volumeM3?: number;
};

/** Air `uldsList`: one unit load device (`AKE12345DL`). */
export type AirUld = {
  id: string;
  uldNumber: string;
  /** IATA type prefix: AKE, AKN, PMC, PAG … */
  type: string;
  pieces?: number;
  weightKg?: number;
  volumeM3?: number;
};

/** Air `looseItems`: pieces outside ULDs; dimensions are per piece, weight is the line's total. */
export type AirLooseItem = {
  id: string;
  description: string;
  pieces?: number;
  lengthCm?: number;
  widthCm?: number;
  heightCm?: number;
  weightKg?: number;
};

/** `documents`: a document of the shipment; `file` names the stored file in `documentFiles`. */
export type ShipmentDocument = {
  id: string;
  name: string;
  file?: string;
  type?: string;
  uploadedAtISO?: string;
  /** Shown to whoever holds one of the shipment's tracking links (issue 37). */
  shared?: boolean;
};

/** `comments`: a note left on the shipment. */
export type ShipmentComment = {
  id: string;
  text: string;
  authorId: string;
  authorName: string;
  createdAtISO: string;
};

/** `activitiesStatus`: a checklist entry. */
export type ShipmentActivity = {
  id: string;
  label: string;
  done: boolean;
  doneAtISO?: string;
};

/** Transport of an itinerary leg (SPEC §3 Itinerary). */
export type ItineraryLegMode = 'truck' | 'ocean' | 'air';

/** `itinerary`: one leg; air legs keep the flight number in `vessel`. Times are ISO. */
export type ItineraryLeg = {
  id?: string;
  mode: ItineraryLegMode;
  carrier: string;
  vessel: string;
  voyage: string;
  departPort: string;
  arrivePort: string;
  etd: string;
  atd: string;
  eta: string;
  ata: string;
};

/** Whether a cost-control row is billed to the customer or paid to a supplier. */
export type CostFlow = 'income' | 'cost';

/** `costControlRows`: one charge (SPEC §3 Cost control row). */
export type CostRow = {
  id: string;
  concept: string;
  code: string;
  currency: string;
  amount: number;
  flow: CostFlow;
};
