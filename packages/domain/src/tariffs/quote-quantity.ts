import { chargeableWeightKg } from '../shipments/air-cargo-totals.ts';
import { containerTypeForAlias } from '../shipments/container-type-codes.ts';
import type { Tariff } from './tariff-types.ts';

/** The cargo a quote prices: containers by ISO 6346 code or trade name, weight and volume. */
export type QuoteCargo = {
  mode: Tariff['mode'];
  containers: readonly { type: string; count: number }[];
  weightKg: number;
  volumeM3: number;
};

/** Why a line of a lane cannot apply to the cargo asked about. */
export const QUOTE_SKIP_REASONS = [
  'noMatchingContainer', // per-container rate for a type the cargo does not have
  'noContainers', // per-TEU rate, but no containers of a known size
  'noWeight', // per-kg rate, but no weight (nor, on air, volume)
  'noVolume', // per-CBM rate, but no volume
  'noCargo', // W/M rate, but neither weight nor volume
] as const;
export type QuoteSkipReason = (typeof QUOTE_SKIP_REASONS)[number];

export type QuoteQuantity = { quantity: number } | { skipped: QuoteSkipReason };

/**
 * How many units of its basis a line charges for the cargo:
 * - `shipment`: 1;
 * - `container`: the containers of the line's type (codes and trade names compared as codes);
 * - `teu`: 1 per 20′ and 2 per 40′ or 45′ container (ISO 6346 length character);
 * - `kg`: on air the chargeable weight (chargeableWeightKg: the higher of gross and volume ×
 *   166.67, rounded up to the half kilogram), otherwise the gross weight;
 * - `cbm`: the volume in m³;
 * - `wm`: weight or measure, the higher of tonnes and m³.
 * A quantity of 0 means the line cannot apply and gives the reason instead.
 */
export function quoteQuantity(
  line: Pick<Tariff, 'basis' | 'containerType'>,
  cargo: QuoteCargo,
): QuoteQuantity {
  const weightKg = positive(cargo.weightKg);
  const volumeM3 = positive(cargo.volumeM3);
  switch (line.basis) {
    case 'shipment':
      return { quantity: 1 };
    case 'container': {
      const type = containerCode(line.containerType);
      const count = countContainers(cargo, (code) => (code === type ? 1 : 0));
      return count > 0 ? { quantity: count } : { skipped: 'noMatchingContainer' };
    }
    case 'teu': {
      const teu = countContainers(cargo, teuOfContainerType);
      return teu > 0 ? { quantity: teu } : { skipped: 'noContainers' };
    }
    case 'kg': {
      const kg =
        cargo.mode === 'AIR' ? chargeableWeightKg({ grossKg: weightKg, volumeM3 }) : weightKg;
      return kg > 0 ? { quantity: kg } : { skipped: 'noWeight' };
    }
    case 'cbm':
      return volumeM3 > 0 ? { quantity: volumeM3 } : { skipped: 'noVolume' };
    case 'wm': {
      const wm = Math.max(weightKg / 1000, volumeM3);
      return wm > 0 ? { quantity: wm } : { skipped: 'noCargo' };
    }
  }
}

/** TEU of one container of an ISO 6346 size-type code: 20′ = 1; 40′, 45′ and 48′ = 2; else 0. */
export function teuOfContainerType(code: string): number {
  const length = containerCode(code).charAt(0);
  if (length === '2') return 1;
  return ['4', 'L', 'M'].includes(length) ? 2 : 0;
}

function containerCode(type: string): string {
  const text = type.replace(/\s+/g, '').toUpperCase();
  return containerTypeForAlias(text) ?? text;
}

function countContainers(cargo: QuoteCargo, weight: (code: string) => number): number {
  let total = 0;
  for (const { type, count } of cargo.containers) {
    const units = Number.isInteger(count) && count > 0 ? count : 0;
    total += units * weight(containerCode(type));
  }
  return total;
}

function positive(value: number): number {
  return Number.isFinite(value) && value > 0 ? value : 0;
}
