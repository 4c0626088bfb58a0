import { describe, expect, it } from 'vitest';
import {
  emptyTariffFilters,
  filterTariffs,
  tariffFilterOptions,
  tariffSearchText,
  type TariffFilters,
} from './filter-tariffs.ts';
import { tariffRecord } from './tariff-test-fixtures.ts';

const TODAY = '2026-05-10';
const LINES = [
  tariffRecord({ id: 'fclsell', carrier: 'Maersk', notes: 'Incluye BAF; pago en Peñasco' }),
  tariffRecord({
    id: 'fclbuy',
    kind: 'buy',
    carrier: 'MSC',
    contractRef: 'MSC-2026-Q2',
    validTo: '2026-05-15 00:00:00.000Z',
  }),
  tariffRecord({
    id: 'air',
    mode: 'AIR',
    carrier: 'Aeroméxico Cargo',
    origin: 'PVG',
    destination: 'GDL',
    basis: 'kg',
    containerType: '',
    cargoType: 'perishable',
    validTo: '2026-05-01 00:00:00.000Z',
  }),
  tariffRecord({
    id: 'land',
    mode: 'FTL',
    carrier: 'Transportes Rivera',
    origin: 'MX ZLO',
    destination: 'MXGDL',
    basis: 'shipment',
    containerType: '',
    customer: 'Textiles del Bajío',
    validFrom: '2026-06-01 00:00:00.000Z',
    validTo: '',
  }),
];

const ids = (filters: Partial<TariffFilters>) =>
  filterTariffs(LINES, { ...emptyTariffFilters(), ...filters }, TODAY).map((t) => t.id);

describe('filterTariffs', () => {
  it.each<[string, Partial<TariffFilters>, string[]]>([
    ['no filter', {}, ['fclsell', 'fclbuy', 'air', 'land']],
    ['buy lines', { kind: 'buy' }, ['fclbuy']],
    ['air', { mode: 'AIR' }, ['air']],
    ['perishable cargo', { cargoType: 'perishable' }, ['air']],
    ['a carrier without accents or case', { carrier: 'aeromexico cargo' }, ['air']],
    ['a carrier is matched whole', { carrier: 'aeromexico' }, []],
    ['an origin code in lower case', { origin: 'pvg' }, ['air']],
    ['an origin typed with its space', { origin: 'mx zlo' }, ['land']],
    ['a destination', { destination: 'MXZLO' }, ['fclsell', 'fclbuy']],
    ['valid lines', { validity: 'valid' }, ['fclsell']],
    ['expiring lines', { validity: 'expiring' }, ['fclbuy']],
    ['expired lines', { validity: 'expired' }, ['air']],
    ['upcoming lines', { validity: 'upcoming' }, ['land']],
    ['search on notes without accents', { search: 'penasco' }, ['fclsell']],
    ['search on a contract', { search: 'q2' }, ['fclbuy']],
    ['search on a customer, several words', { search: '  bajio   textiles ' }, ['land']],
    ['search on a container code', { search: '45g1' }, ['fclsell', 'fclbuy']],
    ['search words must all match', { search: 'maersk pvg' }, []],
    ['filters combine', { kind: 'sell', destination: 'MXZLO', search: 'baf' }, ['fclsell']],
  ])('%s', (_name, filters, expected) => {
    expect(ids(filters)).toEqual(expected);
  });
});

describe('tariffSearchText', () => {
  it.each([
    ['the carrier folded', 'aeromexico cargo'],
    ['the places', 'pvg gdl'],
    ['the mode', 'air'],
  ])('holds %s', (_name, part) => {
    expect(tariffSearchText(LINES[2]!)).toContain(part);
  });

  it('is what the list search matches: every word a substring of it', () => {
    const text = tariffSearchText(LINES[3]!);
    expect(text).toContain('textiles del bajio');
    expect(ids({ search: 'bajio ftl' })).toEqual(['land']);
  });

  it('skips blank and missing fields', () => {
    expect(tariffSearchText({ carrier: ' MSC ', notes: '' })).toBe('msc');
  });
});

describe('tariffFilterOptions', () => {
  it('lists the values present, distinct and sorted', () => {
    expect(
      tariffFilterOptions([...LINES, tariffRecord({ carrier: ' ', origin: 'cnsha' })]),
    ).toEqual({
      carriers: ['Aeroméxico Cargo', 'Maersk', 'MSC', 'Transportes Rivera'],
      origins: ['CNSHA', 'MXZLO', 'PVG'],
      destinations: ['GDL', 'MXGDL', 'MXZLO'],
      modes: ['AIR', 'FCL', 'FTL'],
      cargoTypes: ['general', 'perishable'],
    });
  });
});
