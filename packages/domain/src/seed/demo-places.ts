import type { DemoRandom } from './demo-random.ts';

/** Places the demo shipments move between (UN/LOCODEs and IATA codes from freight-domain §3.4). */
export type DemoPort = { code: string; name: string; country: string };
export type DemoCity = { city: string; state: string; zip: string; areaCode: string };

export const MEXICAN_SEAPORTS: readonly DemoPort[] = [
  { code: 'MXZLO', name: 'Manzanillo', country: 'MX' },
  { code: 'MXVER', name: 'Veracruz', country: 'MX' },
  { code: 'MXATM', name: 'Altamira', country: 'MX' },
  { code: 'MXLZC', name: 'Lázaro Cárdenas', country: 'MX' },
  { code: 'MXESE', name: 'Ensenada', country: 'MX' },
];

export const FOREIGN_SEAPORTS: readonly DemoPort[] = [
  { code: 'CNSHA', name: 'Shanghai', country: 'CN' },
  { code: 'CNNGB', name: 'Ningbo', country: 'CN' },
  { code: 'CNSZX', name: 'Shenzhen', country: 'CN' },
  { code: 'KRPUS', name: 'Busan', country: 'KR' },
  { code: 'JPYOK', name: 'Yokohama', country: 'JP' },
  { code: 'DEHAM', name: 'Hamburgo', country: 'DE' },
  { code: 'ESVLC', name: 'Valencia', country: 'ES' },
  { code: 'NLRTM', name: 'Róterdam', country: 'NL' },
  { code: 'USHOU', name: 'Houston', country: 'US' },
  { code: 'COCTG', name: 'Cartagena', country: 'CO' },
];

export const MEXICAN_AIRPORTS: readonly DemoPort[] = [
  { code: 'MEX', name: 'Ciudad de México', country: 'MX' },
  { code: 'NLU', name: 'Felipe Ángeles', country: 'MX' },
  { code: 'GDL', name: 'Guadalajara', country: 'MX' },
  { code: 'MTY', name: 'Monterrey', country: 'MX' },
  { code: 'QRO', name: 'Querétaro', country: 'MX' },
];

export const FOREIGN_AIRPORTS: readonly DemoPort[] = [
  { code: 'PVG', name: 'Shanghai Pudong', country: 'CN' },
  { code: 'HKG', name: 'Hong Kong', country: 'HK' },
  { code: 'ICN', name: 'Seúl Incheon', country: 'KR' },
  { code: 'FRA', name: 'Fráncfort', country: 'DE' },
  { code: 'MAD', name: 'Madrid Barajas', country: 'ES' },
  { code: 'MIA', name: 'Miami', country: 'US' },
  { code: 'LAX', name: 'Los Ángeles', country: 'US' },
  { code: 'ORD', name: 'Chicago O’Hare', country: 'US' },
];

export const MEXICAN_CITIES: readonly DemoCity[] = [
  { city: 'Ciudad de México', state: 'CDMX', zip: '03100', areaCode: '55' },
  { city: 'Guadalajara', state: 'Jal.', zip: '44100', areaCode: '33' },
  { city: 'Monterrey', state: 'N.L.', zip: '64000', areaCode: '81' },
  { city: 'Veracruz', state: 'Ver.', zip: '91700', areaCode: '229' },
  { city: 'Manzanillo', state: 'Col.', zip: '28200', areaCode: '314' },
  { city: 'Querétaro', state: 'Qro.', zip: '76000', areaCode: '442' },
  { city: 'Puebla', state: 'Pue.', zip: '72000', areaCode: '222' },
  { city: 'León', state: 'Gto.', zip: '37000', areaCode: '477' },
  { city: 'Tijuana', state: 'B.C.', zip: '22000', areaCode: '664' },
  { city: 'Mérida', state: 'Yuc.', zip: '97000', areaCode: '999' },
  { city: 'Nuevo Laredo', state: 'Tamps.', zip: '88000', areaCode: '867' },
  { city: 'San Luis Potosí', state: 'S.L.P.', zip: '78000', areaCode: '444' },
];

const STREETS = [
  'Av. Insurgentes Sur',
  'Av. Revolución',
  'Calle Morelos',
  'Blvd. Adolfo López Mateos',
  'Av. Constitución',
  'Calle Hidalgo',
  'Av. Juárez',
  'Carretera Federal 57 km',
  'Av. Vallarta',
  'Calle Benito Juárez',
  'Parque Industrial Norte, Nave',
];

const COLONIAS = [
  'Centro',
  'Industrial',
  'Del Valle',
  'Moderna',
  'Americana',
  'Reforma',
  'Las Flores',
  'San Rafael',
  'Portuaria',
];

/** "Shanghai (CNSHA)": readable, and searchable by name or code. */
export function portLabel(port: DemoPort): string {
  return `${port.name} (${port.code})`;
}

/** A street address in a Mexican city, in the usual "street number, Col. …, ZIP city, state" form. */
export function demoAddress(random: DemoRandom): string {
  const place = random.pick(MEXICAN_CITIES);
  return `${random.pick(STREETS)} ${random.int(10, 2500)}, Col. ${random.pick(COLONIAS)}, ${place.zip} ${place.city}, ${place.state}`;
}
