import {
  TARIFF_BASES,
  TARIFF_CARGO_TYPES,
  TARIFF_MODES,
} from '../collections/collection-tariffs.ts';
import type { TariffsRecord } from '../collections/record-types.generated.ts';

export { TARIFF_BASES, TARIFF_CARGO_TYPES, TARIFF_MODES };

export type TariffMode = TariffsRecord['mode'];
export type TariffBasis = TariffsRecord['basis'];
export type TariffCargoType = Exclude<TariffsRecord['cargoType'], ''>;
export type TariffKind = TariffsRecord['kind'];
export type TariffDirection = Exclude<TariffsRecord['direction'], ''>;

/** Buy rates (what carriers charge the forwarder) and sell rates (what the forwarder quotes). */
export const TARIFF_KINDS = ['buy', 'sell'] as const satisfies readonly TariffKind[];

export const TARIFF_DIRECTIONS = [
  'import',
  'export',
  'domestic',
] as const satisfies readonly TariffDirection[];

/**
 * The measurement bases each mode prices by, in the order a form offers them: containers and
 * TEU only for full container loads, W/M and CBM for consolidated ocean and part loads, kilograms
 * for air (chargeable weight) and part loads; a full truck is priced per trip.
 */
export const TARIFF_BASES_BY_MODE: Readonly<Record<TariffMode, readonly TariffBasis[]>> = {
  FCL: ['container', 'teu', 'shipment'],
  LCL: ['wm', 'cbm', 'kg', 'shipment'],
  AIR: ['kg', 'shipment'],
  FTL: ['shipment'],
  LTL: ['kg', 'cbm', 'wm', 'shipment'],
};

/** Modes whose origin and destination are IATA airport codes; the others use UN/LOCODEs. */
export const TARIFF_AIR_MODES: readonly TariffMode[] = ['AIR'];

export function isTariffMode(value: unknown): value is TariffMode {
  return (TARIFF_MODES as readonly unknown[]).includes(value);
}

export function isTariffBasis(value: unknown): value is TariffBasis {
  return (TARIFF_BASES as readonly unknown[]).includes(value);
}

export function isTariffKind(value: unknown): value is TariffKind {
  return (TARIFF_KINDS as readonly unknown[]).includes(value);
}

export function isTariffCargoType(value: unknown): value is TariffCargoType {
  return (TARIFF_CARGO_TYPES as readonly unknown[]).includes(value);
}

export function isTariffDirection(value: unknown): value is TariffDirection {
  return (TARIFF_DIRECTIONS as readonly unknown[]).includes(value);
}

/** True when `basis` is one `mode` prices by (TARIFF_BASES_BY_MODE). */
export function basisAllowedForMode(mode: TariffMode, basis: TariffBasis): boolean {
  return TARIFF_BASES_BY_MODE[mode].includes(basis);
}
