import { foldSearchText } from '../shipments/fold-search-text.ts';
import { BUSINESS_TIME_ZONE } from '../time/business-time-zone.ts';

export { BUSINESS_TIME_ZONE };

/** Where a place's times are shown: its IANA zone, or the business zone when it is not known. */
export type LocationTimeZone = { zone: string; isKnown: boolean };

/** Ports (UN/LOCODE) and airports (IATA) the product meets, where their country has more zones. */
const PLACE_ZONES: Readonly<Record<string, string>> = {
  // Mexican seaports and airports (freight-domain §3.4)
  MXESE: 'America/Tijuana',
  MXTIJ: 'America/Tijuana',
  MXGYM: 'America/Hermosillo',
  MXTPB: 'America/Mazatlan',
  MXMZT: 'America/Mazatlan',
  MXPGO: 'America/Merida',
  MXCUN: 'America/Cancun',
  TIJ: 'America/Tijuana',
  CUN: 'America/Cancun',
  HMO: 'America/Hermosillo',
  MZT: 'America/Mazatlan',
  MEX: 'America/Mexico_City',
  NLU: 'America/Mexico_City',
  GDL: 'America/Mexico_City',
  MTY: 'America/Monterrey',
  QRO: 'America/Mexico_City',
  // United States
  USHOU: 'America/Chicago',
  USLAX: 'America/Los_Angeles',
  USLGB: 'America/Los_Angeles',
  USOAK: 'America/Los_Angeles',
  USSEA: 'America/Los_Angeles',
  USNYC: 'America/New_York',
  USSAV: 'America/New_York',
  USMIA: 'America/New_York',
  USLRD: 'America/Chicago',
  MIA: 'America/New_York',
  LAX: 'America/Los_Angeles',
  ORD: 'America/Chicago',
  JFK: 'America/New_York',
  DFW: 'America/Chicago',
  IAH: 'America/Chicago',
  // Foreign airports of the demo
  PVG: 'Asia/Shanghai',
  PEK: 'Asia/Shanghai',
  CAN: 'Asia/Shanghai',
  HKG: 'Asia/Hong_Kong',
  ICN: 'Asia/Seoul',
  NRT: 'Asia/Tokyo',
  FRA: 'Europe/Berlin',
  MAD: 'Europe/Madrid',
  AMS: 'Europe/Amsterdam',
  CDG: 'Europe/Paris',
  BOG: 'America/Bogota',
};

/** Countries with one zone (ISO 3166 alpha-2); Mexico's default is its Zona Centro. */
const COUNTRY_ZONES: Readonly<Record<string, string>> = {
  MX: 'America/Mexico_City',
  CN: 'Asia/Shanghai',
  HK: 'Asia/Hong_Kong',
  TW: 'Asia/Taipei',
  KR: 'Asia/Seoul',
  JP: 'Asia/Tokyo',
  SG: 'Asia/Singapore',
  VN: 'Asia/Ho_Chi_Minh',
  IN: 'Asia/Kolkata',
  DE: 'Europe/Berlin',
  ES: 'Europe/Madrid',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  FR: 'Europe/Paris',
  IT: 'Europe/Rome',
  GB: 'Europe/London',
  CO: 'America/Bogota',
  PA: 'America/Panama',
  GT: 'America/Guatemala',
  CL: 'America/Santiago',
  PE: 'America/Lima',
};

/** Mexican and US border-state abbreviations as addresses end (`…, Guadalajara, Jal.`). */
const STATE_ZONES: Readonly<Record<string, string>> = {
  'b.c.': 'America/Tijuana',
  'b.c.s.': 'America/Mazatlan',
  'son.': 'America/Hermosillo',
  'sin.': 'America/Mazatlan',
  'nay.': 'America/Mazatlan',
  'chih.': 'America/Chihuahua',
  'q. roo': 'America/Cancun',
  'q.roo': 'America/Cancun',
  'yuc.': 'America/Merida',
  'n.l.': 'America/Monterrey',
  'tamps.': 'America/Monterrey',
  'coah.': 'America/Monterrey',
  cdmx: 'America/Mexico_City',
  tx: 'America/Chicago',
  ca: 'America/Los_Angeles',
  az: 'America/Phoenix',
  nm: 'America/Denver',
};

/** Cities whose zone differs from their state's or country's default (folded names). */
const CITY_ZONES: readonly [RegExp, string][] = [
  [/\b(nuevo laredo|reynosa|matamoros)\b/, 'America/Matamoros'],
  [/\b(ciudad juarez|ojinaga)\b/, 'America/Ciudad_Juarez'],
  [/\b(tijuana|ensenada|mexicali|tecate)\b/, 'America/Tijuana'],
  [/\b(cancun|chetumal)\b/, 'America/Cancun'],
  [/\bel paso\b/, 'America/Denver'],
  [/\b(san diego|los angeles|long beach)\b/, 'America/Los_Angeles'],
  [/\b(laredo|mcallen|houston|dallas|chicago)\b/, 'America/Chicago'],
  [
    /\b(ciudad de mexico|guadalajara|manzanillo|veracruz|altamira|lazaro cardenas|queretaro|puebla|leon|san luis potosi|tampico|coatzacoalcos|toluca|aguascalientes)\b/,
    'America/Mexico_City',
  ],
  [/\b(monterrey|saltillo)\b/, 'America/Monterrey'],
  [/\bmerida\b/, 'America/Merida'],
];

const BUSINESS: LocationTimeZone = { zone: BUSINESS_TIME_ZONE, isKnown: false };

/**
 * The time zone of a place as shipments write it: `Shanghai (CNSHA)`, `Madrid Barajas (MAD)`,
 * `Laredo, TX`, `Shanghai, CN`, or a Mexican address ending in its city and state. Read in that
 * order: a port or airport code, then the city, then the state or country at the end. A place
 * none of these name is shown in the business zone, UTC−6 (`isKnown: false`).
 */
export function locationTimeZone(location: unknown): LocationTimeZone {
  if (typeof location !== 'string' || location.trim() === '') return BUSINESS;
  const zone = codeZone(location) ?? cityZone(location) ?? endingZone(location);
  return zone ? { zone, isKnown: true } : BUSINESS;
}

function codeZone(location: string): string | undefined {
  for (const [, code = ''] of location.matchAll(/\b([A-Z]{2}[A-Z2-9]{3}|[A-Z]{3})\b/g)) {
    const zone = PLACE_ZONES[code] ?? (code.length === 5 ? COUNTRY_ZONES[code.slice(0, 2)] : '');
    if (zone) return zone;
  }
  return undefined;
}

function cityZone(location: string): string | undefined {
  const folded = foldSearchText(location);
  return CITY_ZONES.find(([pattern]) => pattern.test(folded))?.[1];
}

function endingZone(location: string): string | undefined {
  const ending = location.split(',').at(-1)?.trim() ?? '';
  return STATE_ZONES[ending.toLowerCase()] ?? COUNTRY_ZONES[ending.toUpperCase()];
}
