import { INCOTERMS_2020, type ShipmentMode } from '@rumbo/domain';

/**
 * Choices the form offers. Stored values are the English words the demo data and the lists
 * use ('In progress', 'Prepaid' …), so a record reads the same everywhere.
 */
export const STATUS_OPTIONS: Readonly<Record<ShipmentMode, readonly string[]>> = {
  ocean: [
    'In creation',
    'Booked',
    'In progress',
    'In transit',
    'Arrived',
    'Customs clearance',
    'Delivered',
    'Finished',
    'Cancelled',
  ],
  air: [
    'In creation',
    'Booked',
    'In progress',
    'In transit',
    'Arrived',
    'Customs clearance',
    'Delivered',
    'Finished',
    'Cancelled',
  ],
  land: ['Draft', 'Scheduled', 'In progress', 'In transit', 'Delivered', 'Finished', 'Cancelled'],
};

export const FINANCIAL_STATUS_OPTIONS = ['Pending', 'Invoiced', 'Partially paid', 'Paid'] as const;
export const PRIORITY_OPTIONS = ['Low', 'Normal', 'High', 'Urgent'] as const;
export const FREIGHT_TERMS_OPTIONS = ['Prepaid', 'Collect'] as const;
export const DIRECTION_OPTIONS = ['Import', 'Export', 'Domestic'] as const;
export const CARGO_TYPE_OPTIONS = ['FCL', 'LCL', 'Break bulk', 'RoRo'] as const;
export const LOAD_OPTIONS = ['FTL', 'LTL'] as const;
export const CURRENCY_OPTIONS = ['MXN', 'USD', 'EUR', 'CAD', 'GBP', 'CNY', 'JPY'] as const;
export const FLOW_OPTIONS = ['income', 'cost'] as const;
export const LEG_MODE_OPTIONS = ['truck', 'ocean', 'air'] as const;

export const ULD_TYPE_CODES = ['AKE', 'AKN', 'DPE', 'DQF', 'PMC', 'PAG', 'PLA'] as const;

/** Suggestions for free-text land fields; any other text is kept. */
export const VEHICLE_SUGGESTIONS = [
  'Tractocamión con caja seca 53 pies',
  'Tractocamión con caja refrigerada 53 pies',
  'Full (doble remolque)',
  'Torton',
  'Rabón',
  'Camioneta 3.5 t',
  'Plataforma 48 pies',
];
export const DRIVER_MODE_SUGGESTIONS = ['Operador sencillo', 'Doble operador'];
export const SERVICE_SCOPE_SUGGESTIONS = [
  'Puerta a puerta',
  'Recolección',
  'Entrega local',
  'Cruce fronterizo',
];

/** Incoterms a mode may pick: the sea-only rules (FAS, FOB, CFR, CIF) only for ocean. */
export function incotermCodes(mode: ShipmentMode): string[] {
  return INCOTERMS_2020.filter((rule) => mode === 'ocean' || !rule.seaOnly).map(
    (rule) => rule.code,
  );
}

/** Incoterm choices with their names, e.g. `FOB · Free on Board`. */
export function incotermChoices(mode: ShipmentMode): { value: string; label: string }[] {
  const allowed = new Set(incotermCodes(mode));
  return INCOTERMS_2020.filter((rule) => allowed.has(rule.code)).map((rule) => ({
    value: rule.code,
    label: `${rule.code} · ${rule.name}`,
  }));
}
