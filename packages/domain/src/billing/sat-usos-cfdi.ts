import { satEntry, type SatEntry } from './sat-catalogs.ts';

// c_UsoCFDI (Anexo 20, CFDI 4.0), whole; source and date as in ./sat-catalogs.ts.
export type UsoEntry = SatEntry & { fisica: boolean; moral: boolean; regimenes: readonly string[] };

const BUSINESS = ['601', '603', '606', '612', '620', '621', '622', '623', '624', '625', '626'];
const PERSONAL = ['605', '606', '608', '611', '612', '614', '607', '615', '625'];
const EVERY = [...new Set([...BUSINESS, '605', '608', '610', '611', '614', '616', '607', '615'])];

/**
 * c_UsoCFDI, whole, with the kinds of person and the receiver's régimenes each is allowed for
 * (the catalogue's columns "Aplica para tipo persona" and "Régimen Fiscal Receptor").
 */
export const USOS_CFDI = [
  {
    code: 'G01',
    es: 'Adquisición de mercancías',
    en: 'Purchase of goods',
    fisica: true,
    moral: true,
    regimenes: BUSINESS,
  },
  {
    code: 'G02',
    es: 'Devoluciones, descuentos o bonificaciones',
    en: 'Returns, discounts or rebates',
    fisica: true,
    moral: true,
    regimenes: [...BUSINESS, '616'],
  },
  {
    code: 'G03',
    es: 'Gastos en general',
    en: 'General expenses',
    fisica: true,
    moral: true,
    regimenes: BUSINESS,
  },
  {
    code: 'I01',
    es: 'Construcciones',
    en: 'Construction',
    fisica: true,
    moral: true,
    regimenes: BUSINESS,
  },
  {
    code: 'I02',
    es: 'Mobiliario y equipo de oficina por inversiones',
    en: 'Office furniture and equipment (investment)',
    fisica: true,
    moral: true,
    regimenes: BUSINESS,
  },
  {
    code: 'I03',
    es: 'Equipo de transporte',
    en: 'Transport equipment',
    fisica: true,
    moral: true,
    regimenes: BUSINESS,
  },
  {
    code: 'I04',
    es: 'Equipo de computo y accesorios',
    en: 'Computer equipment and accessories',
    fisica: true,
    moral: true,
    regimenes: BUSINESS,
  },
  {
    code: 'I05',
    es: 'Dados, troqueles, moldes, matrices y herramental',
    en: 'Dies, moulds, matrices and tooling',
    fisica: true,
    moral: true,
    regimenes: BUSINESS,
  },
  {
    code: 'I06',
    es: 'Comunicaciones telefónicas',
    en: 'Telephone communications',
    fisica: true,
    moral: true,
    regimenes: BUSINESS,
  },
  {
    code: 'I07',
    es: 'Comunicaciones satelitales',
    en: 'Satellite communications',
    fisica: true,
    moral: true,
    regimenes: BUSINESS,
  },
  {
    code: 'I08',
    es: 'Otra maquinaria y equipo',
    en: 'Other machinery and equipment',
    fisica: true,
    moral: true,
    regimenes: BUSINESS,
  },
  {
    code: 'D01',
    es: 'Honorarios médicos, dentales y gastos hospitalarios',
    en: 'Medical, dental and hospital fees',
    fisica: true,
    moral: false,
    regimenes: PERSONAL,
  },
  {
    code: 'D02',
    es: 'Gastos médicos por incapacidad o discapacidad',
    en: 'Medical expenses for disability',
    fisica: true,
    moral: false,
    regimenes: PERSONAL,
  },
  {
    code: 'D03',
    es: 'Gastos funerales',
    en: 'Funeral expenses',
    fisica: true,
    moral: false,
    regimenes: PERSONAL,
  },
  {
    code: 'D04',
    es: 'Donativos',
    en: 'Donations',
    fisica: true,
    moral: false,
    regimenes: PERSONAL,
  },
  {
    code: 'D05',
    es: 'Intereses reales efectivamente pagados por créditos hipotecarios (casa habitación)',
    en: 'Real interest paid on home mortgages',
    fisica: true,
    moral: false,
    regimenes: PERSONAL,
  },
  {
    code: 'D06',
    es: 'Aportaciones voluntarias al SAR',
    en: 'Voluntary retirement savings contributions',
    fisica: true,
    moral: false,
    regimenes: PERSONAL,
  },
  {
    code: 'D07',
    es: 'Primas por seguros de gastos médicos',
    en: 'Medical insurance premiums',
    fisica: true,
    moral: false,
    regimenes: PERSONAL,
  },
  {
    code: 'D08',
    es: 'Gastos de transportación escolar obligatoria',
    en: 'Compulsory school transport',
    fisica: true,
    moral: false,
    regimenes: PERSONAL,
  },
  {
    code: 'D09',
    es: 'Depósitos en cuentas para el ahorro, primas que tengan como base planes de pensiones',
    en: 'Savings deposits and pension plan premiums',
    fisica: true,
    moral: false,
    regimenes: PERSONAL,
  },
  {
    code: 'D10',
    es: 'Pagos por servicios educativos (colegiaturas)',
    en: 'School fees',
    fisica: true,
    moral: false,
    regimenes: PERSONAL,
  },
  {
    code: 'S01',
    es: 'Sin efectos fiscales',
    en: 'No tax effects',
    fisica: true,
    moral: true,
    regimenes: EVERY,
  },
  { code: 'CP01', es: 'Pagos', en: 'Payments', fisica: true, moral: true, regimenes: EVERY },
  { code: 'CN01', es: 'Nómina', en: 'Payroll', fisica: true, moral: false, regimenes: ['605'] },
] as const satisfies readonly UsoEntry[];
export type UsoCfdi = (typeof USOS_CFDI)[number]['code'];

/**
 * Whether a client of régimen `regimen` may receive an invoice with uso `uso`: the uso must apply
 * to the client's kind of person and list the régimen (a PAC refuses the invoice otherwise).
 */
export function usoAllowedFor(uso: string, regimen: string, personaMoral: boolean): boolean {
  const entry = satEntry<UsoEntry>(USOS_CFDI, uso);
  if (!entry || !(personaMoral ? entry.moral : entry.fisica)) return false;
  return entry.regimenes.includes(regimen);
}
