import { addTariffDays } from '../tariff-days.ts';
import type { TariffDraft } from '../tariff-types.ts';
import { formatBreaksCell } from './tariff-sheet-cells.ts';
import { TARIFF_SHEET_COLUMNS } from './tariff-sheet-columns.ts';

const LINE: Omit<TariffDraft, 'kind' | 'mode' | 'origin' | 'destination' | 'basis'> = {
  direction: '',
  cargoType: 'general',
  carrier: '',
  contractRef: '',
  customer: '',
  charge: '',
  containerType: '',
  currency: 'USD',
  amount: null,
  minAmount: null,
  breaks: [],
  validFrom: '',
  validTo: '',
  transitDays: null,
  freeDays: null,
  notes: '',
};

/**
 * The template's example lines, one per mode, valid for 90 days from `today` (`YYYY-MM-DD`):
 * each shows how its mode is priced (per container, W/M with a minimum, air weight breaks, per
 * trip, per kilogram). They pass the tariff rules, so a file of them uploads as it is.
 */
export function tariffTemplateExamples(today: string): TariffDraft[] {
  const validity = { validFrom: today, validTo: addTariffDays(today, 89) };
  return [
    {
      ...LINE,
      ...validity,
      kind: 'buy',
      mode: 'FCL',
      direction: 'import',
      carrier: 'Maersk',
      contractRef: 'MAEU-2026-001',
      origin: 'CNSHA',
      destination: 'MXZLO',
      charge: 'Ocean freight',
      basis: 'container',
      containerType: '45G1',
      amount: 2150,
      transitDays: 28,
      freeDays: 14,
      notes: '40 ft high cube',
    },
    {
      ...LINE,
      ...validity,
      kind: 'sell',
      mode: 'LCL',
      direction: 'import',
      customer: 'Café Orizaba',
      origin: 'ESVLC',
      destination: 'MXVER',
      charge: 'Ocean freight',
      basis: 'wm',
      amount: 65,
      minAmount: 95,
      transitDays: 24,
    },
    {
      ...LINE,
      ...validity,
      kind: 'buy',
      mode: 'AIR',
      direction: 'export',
      carrier: 'Aeroméxico Cargo',
      origin: 'MEX',
      destination: 'MAD',
      charge: 'Air freight',
      basis: 'kg',
      amount: 5.6,
      minAmount: 85,
      breaks: [
        { fromQty: 45, amount: 5.2 },
        { fromQty: 100, amount: 4.8 },
        { fromQty: 300, amount: 4.1 },
      ],
      transitDays: 2,
      notes: 'Chargeable weight',
    },
    {
      ...LINE,
      ...validity,
      kind: 'sell',
      mode: 'FTL',
      direction: 'domestic',
      origin: 'MXZLO',
      destination: 'MXMEX',
      charge: 'Land freight',
      basis: 'shipment',
      currency: 'MXN',
      amount: 38500,
      transitDays: 2,
    },
    {
      ...LINE,
      ...validity,
      kind: 'buy',
      mode: 'LTL',
      direction: 'domestic',
      carrier: 'Transportes del Norte',
      origin: 'MXMTY',
      destination: 'MXGDL',
      charge: 'Land freight',
      basis: 'kg',
      currency: 'MXN',
      amount: 3.5,
      minAmount: 850,
      transitDays: 3,
    },
  ];
}

/** A line's cells in the template's column order: numbers as numbers, breaks as their text. */
export function tariffSheetRowValues(draft: TariffDraft): (string | number | null)[] {
  return TARIFF_SHEET_COLUMNS.map(({ field }) => {
    const value = draft[field];
    if (field === 'breaks') return formatBreaksCell(draft.breaks);
    return typeof value === 'number' || typeof value === 'string' ? value : null;
  });
}
