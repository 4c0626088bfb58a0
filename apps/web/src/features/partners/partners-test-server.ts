import { filterPartnerRows, toPartnerListRow, type Partner } from '@rumbo/domain';
import { ClientResponseError, type ListResult, type RecordListOptions } from 'pocketbase';
import { vi } from 'vitest';
import { pb } from '#lib/pocketbase.ts';

type Answer = (
  page?: number,
  perPage?: number,
  options?: RecordListOptions,
) => Promise<ListResult<never>>;

/**
 * Test helper: the record server's partner list answers (contract C2) worked out with the
 * domain's rules over `partners`: `search`, the filter terms the list sends (`company`, `rol`,
 * `tipo` equalities joined by `&&`), by display name, paging; and one partner by id.
 */
export function servePartners(partners: readonly Partner[]) {
  const calls: { page: number; perPage: number; options: RecordListOptions }[] = [];
  const respond: Answer = async (page = 1, perPage = 30, options = {}) => {
    calls.push({ page, perPage, options });
    const terms = (options.filter ?? '').split(' && ').filter(Boolean).map(readTerm);
    let rows = partners
      .filter((partner) => terms.every(([field, value]) => partner[field] === value))
      .map(toPartnerListRow);
    if (options.search) rows = filterPartnerRows(rows, { search: String(options.search) });
    rows.sort((a, b) =>
      a.displayName < b.displayName ? -1 : a.displayName > b.displayName ? 1 : 0,
    );
    return {
      page,
      perPage,
      totalItems: options.skipTotal ? -1 : rows.length,
      totalPages: options.skipTotal ? -1 : Math.ceil(rows.length / perPage),
      items: rows.slice((page - 1) * perPage, page * perPage),
    } as ListResult<never>;
  };
  const service = pb.collection('partners');
  const getList = vi.spyOn(service, 'getList').mockImplementation(respond);
  vi.spyOn(service, 'getOne').mockImplementation(async (id: string) => {
    const partner = partners.find((it) => it.id === id);
    if (!partner)
      throw new ClientResponseError({ status: 404, response: { message: 'Not found.' } });
    return partner as never;
  });
  return { calls, getList };
}

function readTerm(term: string): [keyof Partner, string] {
  const match = /^(company|rol|tipo) = '(.*)'$/.exec(term.trim());
  if (!match) throw new Error(`The test server does not read the filter term ${term}`);
  return [match[1] as keyof Partner, match[2]!];
}
