import { satEntry, type SatEntry } from './sat-catalogs.ts';

// c_RegimenFiscal (Anexo 20, CFDI 4.0), whole; source and date as in ./sat-catalogs.ts.
export type RegimenEntry = SatEntry & { fisica: boolean; moral: boolean };

/** c_RegimenFiscal, with the kind of person (física, moral) each applies to. */
export const REGIMENES_FISCALES = [
  {
    code: '601',
    es: 'General de Ley Personas Morales',
    en: 'General regime for companies',
    fisica: false,
    moral: true,
  },
  {
    code: '603',
    es: 'Personas Morales con Fines no Lucrativos',
    en: 'Non-profit companies',
    fisica: false,
    moral: true,
  },
  {
    code: '605',
    es: 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
    en: 'Wages and salaries',
    fisica: true,
    moral: false,
  },
  { code: '606', es: 'Arrendamiento', en: 'Leasing', fisica: true, moral: false },
  {
    code: '607',
    es: 'Régimen de Enajenación o Adquisición de Bienes',
    en: 'Sale or acquisition of goods',
    fisica: true,
    moral: false,
  },
  { code: '608', es: 'Demás ingresos', en: 'Other income', fisica: true, moral: false },
  {
    code: '610',
    es: 'Residentes en el Extranjero sin Establecimiento Permanente en México',
    en: 'Foreign residents without a permanent establishment in Mexico',
    fisica: true,
    moral: true,
  },
  {
    code: '611',
    es: 'Ingresos por Dividendos (socios y accionistas)',
    en: 'Dividend income (partners and shareholders)',
    fisica: true,
    moral: false,
  },
  {
    code: '612',
    es: 'Personas Físicas con Actividades Empresariales y Profesionales',
    en: 'Individuals with business and professional activities',
    fisica: true,
    moral: false,
  },
  { code: '614', es: 'Ingresos por intereses', en: 'Interest income', fisica: true, moral: false },
  {
    code: '615',
    es: 'Régimen de los ingresos por obtención de premios',
    en: 'Prize income',
    fisica: true,
    moral: false,
  },
  {
    code: '616',
    es: 'Sin obligaciones fiscales',
    en: 'No tax obligations',
    fisica: true,
    moral: false,
  },
  {
    code: '620',
    es: 'Sociedades Cooperativas de Producción que optan por diferir sus ingresos',
    en: 'Production cooperatives deferring their income',
    fisica: false,
    moral: true,
  },
  {
    code: '621',
    es: 'Incorporación Fiscal',
    en: 'Tax incorporation regime',
    fisica: true,
    moral: false,
  },
  {
    code: '622',
    es: 'Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras',
    en: 'Agriculture, livestock, forestry and fishing',
    fisica: false,
    moral: true,
  },
  {
    code: '623',
    es: 'Opcional para Grupos de Sociedades',
    en: 'Optional regime for groups of companies',
    fisica: false,
    moral: true,
  },
  { code: '624', es: 'Coordinados', en: 'Coordinated', fisica: false, moral: true },
  {
    code: '625',
    es: 'Régimen de las Actividades Empresariales con ingresos a través de Plataformas Tecnológicas',
    en: 'Business income through technology platforms',
    fisica: true,
    moral: false,
  },
  {
    code: '626',
    es: 'Régimen Simplificado de Confianza',
    en: 'Simplified trust regime (RESICO)',
    fisica: true,
    moral: true,
  },
] as const satisfies readonly RegimenEntry[];
export type RegimenFiscal = (typeof REGIMENES_FISCALES)[number]['code'];

/** Whether a régimen fiscal applies to a persona moral (company) or física (individual). */
export function regimenAllowedFor(regimen: string, personaMoral: boolean): boolean {
  const entry = satEntry<RegimenEntry>(REGIMENES_FISCALES, regimen);
  return entry !== null && (personaMoral ? entry.moral : entry.fisica);
}
