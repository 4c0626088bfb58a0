import type { Tariff, TariffDraft } from './tariff-types.ts';
import { emptyTariffDraft } from './tariff-draft.ts';

/** A valid FCL sell line, CNSHA → MXZLO, 40' high cube, for tests to vary one field at a time. */
export function fclDraft(change: Partial<TariffDraft> = {}): TariffDraft {
  return {
    ...emptyTariffDraft(),
    kind: 'sell',
    mode: 'FCL',
    carrier: 'Maersk',
    origin: 'CNSHA',
    destination: 'MXZLO',
    charge: 'Ocean freight',
    basis: 'container',
    containerType: '45G1',
    currency: 'USD',
    amount: 2150,
    validFrom: '2026-05-01',
    validTo: '2026-05-31',
    ...change,
  };
}

let counter = 0;

/** A stored tariff record with the base fields filled in, for list and quote tests. */
export function tariffRecord(change: Partial<Tariff> = {}): Tariff {
  counter += 1;
  return {
    id: `tariff${String(counter).padStart(8, '0')}`,
    collectionId: 'tariffs',
    collectionName: 'tariffs',
    created: '2026-04-01 10:00:00.000Z',
    updated: '2026-04-01 10:00:00.000Z',
    company: 'rmbcompanygolfo',
    kind: 'sell',
    mode: 'FCL',
    direction: 'import',
    cargoType: 'general',
    carrier: 'Maersk',
    contractRef: '',
    customer: '',
    origin: 'CNSHA',
    destination: 'MXZLO',
    charge: 'Ocean freight',
    basis: 'container',
    containerType: '45G1',
    currency: 'USD',
    amount: 2150,
    minAmount: 0,
    breaks: [],
    validFrom: '2026-05-01 00:00:00.000Z',
    validTo: '2026-05-31 00:00:00.000Z',
    transitDays: 28,
    freeDays: 14,
    notes: '',
    legacyId: '',
    createdBy: '',
    updatedBy: '',
    searchText: '',
    ...change,
  };
}
