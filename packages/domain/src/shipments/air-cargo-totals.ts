import { readShipmentNumber } from './read-shipment-number.ts';
import { listItems } from './list-items.ts';

/** Air volumetric weight: 1 m³ counts as 1,000,000 cm³ / 6,000 = 166.67 kg (IATA). */
const CM3_PER_KG = 6000;
const CM3_PER_M3 = 1_000_000;

/**
 * The weight an airline bills: the gross weight or the volumetric weight (m³ × 1,000,000 / 6,000,
 * i.e. ≈ 167 kg per m³), whichever is higher, rounded up to the next half kilogram as IATA
 * rates do. Negative or non-numeric inputs count as 0.
 *
 * @example chargeableWeightKg({ grossKg: 1000, volumeM3: 2.64 }) // 1000 (volumetric 440)
 */
export function chargeableWeightKg({
  grossKg,
  volumeM3,
}: {
  grossKg: number;
  volumeM3: number;
}): number {
  const gross = Math.max(0, readShipmentNumber(grossKg));
  const volumetric = (Math.max(0, readShipmentNumber(volumeM3)) * CM3_PER_M3) / CM3_PER_KG;
  // Rounded to grams first, so 440.00000000000006 (float noise) stays 440.
  const kg = Math.round(Math.max(gross, volumetric) * 1000) / 1000;
  return Math.ceil(kg * 2) / 2;
}

/** The air cargo of a shipment, totalled. */
export type AirCargoTotals = {
  pieces: number;
  grossKg: number;
  volumeM3: number;
  chargeableKg: number;
};

/**
 * Totals of an air shipment's ULDs and loose items. ULDs bring their pieces, weight and volume;
 * a loose item's dimensions are per piece (volume = pieces × L × W × H, one piece when the count
 * is missing) and its weight is the line's total. A `volumeM3` on a loose item wins over its
 * dimensions, and a `dimensionsCm` text such as `120x80x100` is read when the three numbers are
 * missing. Items that are not objects are ignored. Volume is rounded to litres (3 decimals), weight to grams; the
 * chargeable weight is that of the whole shipment (`chargeableWeightKg`).
 */
export function airCargoTotals(
  ulds: readonly unknown[],
  looseItems: readonly unknown[],
): AirCargoTotals {
  let pieces = 0;
  let grossKg = 0;
  let volumeM3 = 0;
  for (const uld of listItems(ulds)) {
    pieces += readShipmentNumber(uld.pieces);
    grossKg += readShipmentNumber(uld.weightKg);
    volumeM3 += readShipmentNumber(uld.volumeM3);
  }
  for (const item of listItems(looseItems)) {
    const count = readShipmentNumber(item.pieces);
    pieces += count;
    grossKg += readShipmentNumber(item.weightKg);
    volumeM3 += looseItemVolumeM3(item, count > 0 ? count : 1);
  }
  const totals = { pieces, grossKg: round(grossKg, 3), volumeM3: round(volumeM3, 3) };
  return { ...totals, chargeableKg: chargeableWeightKg(totals) };
}

function looseItemVolumeM3(item: Record<string, unknown>, pieces: number): number {
  const stated = readShipmentNumber(item.volumeM3);
  if (stated > 0) return stated;
  let dimensions = [item.lengthCm, item.widthCm, item.heightCm].map(readShipmentNumber);
  if (dimensions.every((cm) => cm === 0) && typeof item.dimensionsCm === 'string') {
    dimensions = item.dimensionsCm.split(/\s*[x×*]\s*/i).map(readShipmentNumber);
  }
  const [length = 0, width = 0, height = 0] = dimensions;
  return (pieces * length * width * height) / CM3_PER_M3;
}

function round(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor || 0;
}
