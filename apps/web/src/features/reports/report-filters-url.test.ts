import { EMPTY_REPORT_FILTERS, type ReportFilters } from '@rumbo/domain';
import { describe, expect, it } from 'vitest';
import {
  activeReportFilterCount,
  filtersFromSearch,
  filtersToSearch,
} from './report-filters-url.ts';

const read = (search: string) => filtersFromSearch(new URLSearchParams(search));

describe('filtersFromSearch', () => {
  it('gives the empty filters (all time, by creation) for an address without any', () => {
    expect(read('')).toEqual(EMPTY_REPORT_FILTERS);
    expect(EMPTY_REPORT_FILTERS).toMatchObject({ from: '', to: '', basis: 'created', modes: [] });
  });

  it('reads every filter', () => {
    expect(
      read(
        'from=2026-01-01&to=2026-03-31&basis=etd&mode=air,land&direction=import' +
          '&client=Grupo%20Bimbo&carrier=Maersk&status=In%20progress&currency=USD',
      ),
    ).toEqual({
      from: '2026-01-01',
      to: '2026-03-31',
      basis: 'etd',
      modes: ['air', 'land'],
      direction: 'import',
      client: 'Grupo Bimbo',
      carrier: 'Maersk',
      status: 'In progress',
      currency: 'USD',
    });
  });

  it('accepts repeated modes and keeps them in the modes order, once each', () => {
    expect(read('mode=land&mode=ocean&mode=land').modes).toEqual(['ocean', 'land']);
  });

  it('leaves unreadable values at their defaults', () => {
    expect(read('from=2026-02-30&to=yesterday&basis=posted&mode=rail,sea')).toEqual(
      EMPTY_REPORT_FILTERS,
    );
  });

  it('turns a range given backwards round', () => {
    expect(read('from=2026-05-01&to=2026-04-01')).toMatchObject({
      from: '2026-04-01',
      to: '2026-05-01',
    });
  });
});

describe('filtersToSearch', () => {
  const filters: ReportFilters = {
    ...EMPTY_REPORT_FILTERS,
    from: '2026-01-01',
    basis: 'eta',
    modes: ['ocean', 'air'],
    client: ' Grupo Bimbo ',
  };

  it('writes only what differs from the defaults, and keeps other parameters', () => {
    const params = filtersToSearch(filters, new URLSearchParams('tab=1&client=Old&currency=MXN'));
    expect(Object.fromEntries(params)).toEqual({
      tab: '1',
      from: '2026-01-01',
      basis: 'eta',
      mode: 'ocean,air',
      client: 'Grupo Bimbo',
    });
  });

  it('gives a clean address for the empty filters', () => {
    expect(
      filtersToSearch(EMPTY_REPORT_FILTERS, new URLSearchParams('basis=etd&mode=air')).toString(),
    ).toBe('');
  });

  it('reads back what it wrote', () => {
    expect(filtersFromSearch(filtersToSearch(filters, new URLSearchParams()))).toEqual({
      ...filters,
      client: 'Grupo Bimbo',
    });
  });
});

describe('activeReportFilterCount', () => {
  it('counts the date range as one and the basis alone as none', () => {
    expect(activeReportFilterCount(EMPTY_REPORT_FILTERS)).toBe(0);
    expect(activeReportFilterCount({ ...EMPTY_REPORT_FILTERS, basis: 'eta' })).toBe(0);
    expect(
      activeReportFilterCount({
        ...EMPTY_REPORT_FILTERS,
        from: '2026-01-01',
        to: '2026-02-01',
        currency: 'USD',
      }),
    ).toBe(2);
  });
});
