import type { SatEntry } from './sat-catalogs.ts';

// The catalogues of an invoice's lines and taxes (Anexo 20, CFDI 4.0); source and date as in
// ./sat-catalogs.ts unless said otherwise.

/** c_ClaveUnidad: the units a forwarder bills in (the catalogue has about 2,400). */
export const CLAVES_UNIDAD = [
  { code: 'E48', es: 'Unidad de servicio', en: 'Service unit' },
  { code: 'ACT', es: 'Actividad', en: 'Activity' },
  { code: 'E54', es: 'Viaje', en: 'Trip' },
  { code: 'H87', es: 'Pieza', en: 'Piece' },
  { code: 'EA', es: 'Elemento', en: 'Each' },
  { code: 'XBX', es: 'Caja', en: 'Box' },
  { code: 'XPX', es: 'Pallet', en: 'Pallet' },
  { code: 'KGM', es: 'Kilogramo', en: 'Kilogram' },
  { code: 'TNE', es: 'Tonelada (tonelada métrica)', en: 'Tonne (metric ton)' },
  { code: 'MTQ', es: 'Metro cúbico', en: 'Cubic metre' },
  { code: 'DAY', es: 'Día', en: 'Day' },
] as const satisfies readonly SatEntry[];

/**
 * c_ClaveProdServ: the keys Rumbo proposes. The SAT's file (about 52,000 keys) is in none of the
 * public copies we could read, so only a key whose meaning several independent public invoicing
 * sources agree on is listed; any other eight-digit key a person types is accepted as it is (a
 * PAC checks it against the whole catalogue).
 */
export const CLAVES_PROD_SERV = [
  { code: '78101800', es: 'Transporte de carga por carretera', en: 'Road freight transport' },
] as const satisfies readonly SatEntry[];

/** The class of road freight keys (78101800 and its commodities 781018xx). */
const ROAD_FREIGHT_CLASS = '781018';

/** Whether a product key is road freight (its class is 78101800). */
export function isRoadFreightKey(key: string): boolean {
  return /^\d{8}$/.test(key) && key.startsWith(ROAD_FREIGHT_CLASS);
}

/** A product key has the catalogue's shape: eight digits. */
export function isProductKeyShape(key: string): boolean {
  return /^\d{8}$/.test(key);
}

/** c_Moneda: the invoice's currencies, with their decimals and the SAT's TipoCambio variation. */
export const MONEDAS = [
  { code: 'MXN', es: 'Peso Mexicano', en: 'Mexican peso', decimals: 2, variationPercent: 5 },
  { code: 'USD', es: 'Dólar americano', en: 'US dollar', decimals: 2, variationPercent: 5 },
] as const satisfies readonly (SatEntry & { decimals: number; variationPercent: number })[];
export type InvoiceCurrency = (typeof MONEDAS)[number]['code'];

/** c_Impuesto: the tax an invoice of Rumbo carries. */
export const IMPUESTOS = [
  { code: '002', es: 'IVA', en: 'VAT (IVA)' },
] as const satisfies readonly SatEntry[];
export const IMPUESTO_IVA = '002';

/** c_TipoFactor: how a line's IVA is expressed (Cuota is for IEPS, never used here). */
export const TIPOS_FACTOR = [
  { code: 'Tasa', es: 'Tasa', en: 'Rate' },
  { code: 'Exento', es: 'Exento', en: 'Exempt' },
] as const satisfies readonly SatEntry[];
export type TipoFactor = (typeof TIPOS_FACTOR)[number]['code'];

/** c_ObjetoImp: whether a line is subject to tax (04–08 are for cases Rumbo does not bill). */
export const OBJETOS_IMP = [
  { code: '01', es: 'No objeto de impuesto', en: 'Not subject to tax' },
  { code: '02', es: 'Sí objeto de impuesto', en: 'Subject to tax' },
  {
    code: '03',
    es: 'Sí objeto del impuesto y no obligado al desglose',
    en: 'Subject to tax, not itemised',
  },
] as const satisfies readonly SatEntry[];
export type ObjetoImp = (typeof OBJETOS_IMP)[number]['code'];
