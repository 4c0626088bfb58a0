import { chargeableWeightKg } from '../shipments/air-cargo-totals.ts';
import { readShipmentNumber } from '../shipments/read-shipment-number.ts';
import type { QuoteCargo } from '../tariffs/quote-quantity.ts';

/** What a quote carries (issue 38), by how it travels. */
export type QuoteCargoInput =
  | { kind: 'fcl'; containers: { type: string; count: number }[]; weightKg?: number }
  | { kind: 'lcl'; volumeM3: number; weightKg: number }
  | {
      kind: 'air';
      /** Each line: how many pieces alike, their size in cm and the weight of one piece. */
      pieces: {
        count: number;
        lengthCm: number;
        widthCm: number;
        heightCm: number;
        weightKg: number;
      }[];
    }
  | { kind: 'land'; vehicle: string; full: boolean; weightKg?: number; volumeM3?: number };

export const QUOTE_CARGO_KINDS = ['fcl', 'lcl', 'air', 'land'] as const;

/** The cargo's measures a quote shows; on air the chargeable weight by the 1:6000 rule. */
export type QuoteCargoMeasures = {
  pieces: number;
  weightKg: number;
  volumeM3: number;
  /** Air only: the higher of gross and volumetric weight (volume × 1,000,000 / 6,000), per half kg. */
  chargeableKg: number | null;
  containers: number;
};

const positive = (value: unknown) => Math.max(0, readShipmentNumber(value));
const round = (value: number, decimals: number) =>
  Math.round(value * 10 ** decimals) / 10 ** decimals || 0;

/** The measures of a quote's cargo (negative or unreadable numbers count as 0). */
export function quoteCargoMeasures(cargo: QuoteCargoInput): QuoteCargoMeasures {
  switch (cargo.kind) {
    case 'fcl': {
      const containers = cargo.containers.reduce((sum, it) => sum + positive(it.count), 0);
      return {
        pieces: 0,
        weightKg: positive(cargo.weightKg),
        volumeM3: 0,
        chargeableKg: null,
        containers,
      };
    }
    case 'lcl':
      return {
        pieces: 0,
        weightKg: positive(cargo.weightKg),
        volumeM3: round(positive(cargo.volumeM3), 3),
        chargeableKg: null,
        containers: 0,
      };
    case 'air': {
      let pieces = 0;
      let weightKg = 0;
      let volumeCm3 = 0;
      for (const line of cargo.pieces) {
        const count = positive(line.count);
        pieces += count;
        weightKg += count * positive(line.weightKg);
        volumeCm3 +=
          count * positive(line.lengthCm) * positive(line.widthCm) * positive(line.heightCm);
      }
      const volumeM3 = round(volumeCm3 / 1_000_000, 3);
      const grossKg = round(weightKg, 3);
      return {
        pieces,
        weightKg: grossKg,
        volumeM3,
        chargeableKg: chargeableWeightKg({ grossKg, volumeM3: volumeCm3 / 1_000_000 }),
        containers: 0,
      };
    }
    case 'land':
      return {
        pieces: 0,
        weightKg: positive(cargo.weightKg),
        volumeM3: round(positive(cargo.volumeM3), 3),
        chargeableKg: null,
        containers: 0,
      };
  }
}

/** The cargo as the tariff calculator reads it (quoteLane), with the tariff mode it prices. */
export function laneCargo(cargo: QuoteCargoInput): QuoteCargo {
  const measures = quoteCargoMeasures(cargo);
  const mode =
    cargo.kind === 'fcl'
      ? 'FCL'
      : cargo.kind === 'lcl'
        ? 'LCL'
        : cargo.kind === 'air'
          ? 'AIR'
          : cargo.full
            ? 'FTL'
            : 'LTL';
  return {
    mode,
    containers: cargo.kind === 'fcl' ? cargo.containers : [],
    weightKg: measures.weightKg,
    volumeM3: measures.volumeM3,
  };
}
