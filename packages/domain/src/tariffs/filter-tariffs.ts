import { foldSearchText } from '../shipments/fold-search-text.ts';
import { capSearchText } from '../shipments/shipment-list-columns.ts';
import type { Tariff, TariffValidity } from './tariff-types.ts';
import { tariffValidity } from './tariff-validity.ts';

/**
 * What the tariffs list shows; '' in a field means any. `search` holds words that must all
 * appear in the line's carrier, contract, customer, places, charge, container type, currency,
 * mode or notes (case and accents ignored, as shipment search); `carrier` is compared the same
 * way but whole; origin and destination are codes compared in upper case; `validity` is the
 * line's status on the day the list is read (tariffValidity).
 */
export type TariffFilters = {
  search: string;
  kind: Tariff['kind'] | '';
  mode: Tariff['mode'] | '';
  cargoType: Tariff['cargoType'];
  carrier: string;
  origin: string;
  destination: string;
  validity: TariffValidity | '';
};

/** Filters that select every line. */
export function emptyTariffFilters(): TariffFilters {
  return {
    search: '',
    kind: '',
    mode: '',
    cargoType: '',
    carrier: '',
    origin: '',
    destination: '',
    validity: '',
  };
}

type FilterableTariff = Pick<
  Tariff,
  | 'kind'
  | 'mode'
  | 'cargoType'
  | 'carrier'
  | 'contractRef'
  | 'customer'
  | 'origin'
  | 'destination'
  | 'charge'
  | 'containerType'
  | 'currency'
  | 'notes'
  | 'validFrom'
  | 'validTo'
>;

/** The lines `filters` select, in their order; `today` is `YYYY-MM-DD` in business time. */
export function filterTariffs<T extends FilterableTariff>(
  tariffs: readonly T[],
  filters: TariffFilters,
  today: string,
): T[] {
  const words = foldSearchText(filters.search).split(' ').filter(Boolean);
  const carrier = foldSearchText(filters.carrier);
  const origin = code(filters.origin);
  const destination = code(filters.destination);
  return tariffs.filter(
    (t) =>
      (filters.kind === '' || t.kind === filters.kind) &&
      (filters.mode === '' || t.mode === filters.mode) &&
      (filters.cargoType === '' || t.cargoType === filters.cargoType) &&
      (carrier === '' || foldSearchText(t.carrier) === carrier) &&
      (origin === '' || code(t.origin) === origin) &&
      (destination === '' || code(t.destination) === destination) &&
      (filters.validity === '' || tariffValidity(t, today) === filters.validity) &&
      (words.length === 0 || matchesWords(t, words)),
  );
}

function code(text: string): string {
  return text.replace(/\s+/g, '').toUpperCase();
}

function matchesWords(t: FilterableTariff, words: string[]): boolean {
  const text = tariffSearchText(t);
  return words.every((word) => text.includes(word));
}

type SearchedTariff = Pick<
  FilterableTariff,
  | 'carrier'
  | 'contractRef'
  | 'customer'
  | 'origin'
  | 'destination'
  | 'charge'
  | 'containerType'
  | 'currency'
  | 'mode'
  | 'notes'
>;

/**
 * The folded text a tariff line's search looks through: carrier, contract, customer, places,
 * charge, container type, currency, mode and notes (the server keeps it as `searchText`).
 */
export function tariffSearchText(t: Partial<SearchedTariff>): string {
  const parts = [
    t.carrier,
    t.contractRef,
    t.customer,
    t.origin,
    t.destination,
    t.charge,
    t.containerType,
    t.currency,
    t.mode,
    t.notes,
  ];
  return capSearchText(
    foldSearchText(parts.filter((part) => typeof part === 'string' && part !== '').join(' ')),
  );
}

/** The choices the list's filters offer: values present in the lines, distinct and sorted. */
export type TariffFilterOptions = {
  carriers: string[];
  origins: string[];
  destinations: string[];
  modes: Tariff['mode'][];
  cargoTypes: Exclude<Tariff['cargoType'], ''>[];
};

export function tariffFilterOptions(tariffs: readonly FilterableTariff[]): TariffFilterOptions {
  return {
    carriers: distinct(tariffs.map((t) => t.carrier.trim())),
    origins: distinct(tariffs.map((t) => code(t.origin))),
    destinations: distinct(tariffs.map((t) => code(t.destination))),
    modes: distinct(tariffs.map((t) => t.mode)),
    cargoTypes: distinct(tariffs.map((t) => t.cargoType)).filter((it) => it !== ''),
  };
}

function distinct<T extends string>(values: T[]): T[] {
  return [...new Set(values.filter(Boolean))].sort((a, b) =>
    foldSearchText(a).localeCompare(foldSearchText(b), 'es'),
  );
}
