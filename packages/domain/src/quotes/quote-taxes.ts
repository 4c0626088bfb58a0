import { foldSearchText } from '../shipments/fold-search-text.ts';
import { validateUnLocode } from '../validators/validate-un-locode.ts';

/** The IVA rates a quote line carries (issue 38): 16 % general, 0 % on international freight. */
export const IVA_RATES = [0.16, 0] as const;
export type IvaRate = (typeof IVA_RATES)[number];

/**
 * Charges that are the international carriage itself or part of its price (surcharges billed
 * with the freight): "Flete marítimo", "Ocean freight", "BAF", "Peak season"… Local services
 * (handling, terminal charges, customs, storage, delivery) are not.
 */
const FREIGHT_WORDS =
  /\b(flete|freight|baf|caf|bunker|lss|low sulphur|peak season|pss|gri|ebs|war risk|fuel surcharge|recargo de combustible)\b/;

/** Mexico's airports with international or busy domestic cargo (IATA codes). */
const MEXICAN_AIRPORTS = new Set(
  (
    'MEX NLU TLC GDL MTY CUN TIJ QRO BJX SJD PVR MID HMO CUU SLP AGU TRC CJS VER VSA OAX ZIH HUX ' +
    'MZT CUL TAM ACA LAP TGZ REX ZCL PBC MLM CME CTM CZM NLD LMM LTO MXL TAP DGO ZLO PQM CEN'
  ).split(' '),
);

export type QuoteRoute = {
  mode: 'ocean' | 'air' | 'land';
  origin: string;
  destination: string;
};

/**
 * Whether a lane crosses Mexico's border: by the countries of its UN/LOCODEs (ocean, land), or
 * for air by whether both airports are Mexican. A place that cannot be read counts as unknown:
 * the lane is then international only if the other end is known to be abroad.
 */
export function isInternationalLane(lane: QuoteRoute): boolean {
  const countries = [lane.origin, lane.destination].map((place) => countryOf(place, lane.mode));
  return countries.some((country) => country !== null && country !== 'MX');
}

function countryOf(place: string, mode: QuoteRoute['mode']): string | null {
  const text = place.trim().toUpperCase();
  if (mode === 'air') {
    const code = /\(([A-Z]{3})\)/.exec(text)?.[1] ?? (/^[A-Z]{3}$/.test(text) ? text : null);
    if (!code) return null;
    return MEXICAN_AIRPORTS.has(code) ? 'MX' : 'abroad';
  }
  const inParentheses = /\(([A-Z]{2}\s?[A-Z0-9]{3})\)/.exec(text)?.[1];
  const locode = validateUnLocode(inParentheses ?? text);
  return locode.ok ? locode.value.code.slice(0, 2) : null;
}

/** Whether a charge is international freight (0 % IVA on an international lane). */
export function isFreightCharge(charge: string): boolean {
  return FREIGHT_WORDS.test(foldSearchText(charge));
}

/** The IVA a new line starts with: 0 % for freight on an international lane, else 16 %. */
export function defaultIvaRate(charge: string, lane: QuoteRoute): IvaRate {
  return isFreightCharge(charge) && isInternationalLane(lane) ? 0 : 0.16;
}
