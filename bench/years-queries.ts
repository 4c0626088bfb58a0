import type PocketBase from 'pocketbase';
import type { SearchQuery } from './years-browser.ts';

export type CompanySearches = {
  oceanRows: number;
  topBarQueries: SearchQuery[];
  typedQueries: SearchQuery[][];
};

type ListRow = { code?: string; client?: string; destination?: string; origin?: string };

/**
 * What a forwarder searches for, taken from the company's own newest ocean shipments: a code,
 * a container, a BL, a booking, a client and a place (top bar), and a code and a client's word
 * typed key by key; each with the rows the server finds for it, asked as the operator.
 */
export async function companySearches(
  ops: PocketBase,
  companyId: string,
): Promise<CompanySearches> {
  const ocean = ops.collection('shipments_ocean');
  const filter = `company = "${companyId}"`;
  const rows = async (search: string) =>
    (await ocean.getList(1, 1, { filter, fields: 'id', ...(search ? { search } : {}) })).totalItems;
  const newest = (await ocean.getList(1, 5, { filter, sort: '-created' })).items;
  const [first, second] = newest;
  const row = (record: typeof first) => (record?.listRow ?? {}) as ListRow;
  const texts = [
    row(first).code,
    containerOf(second?.containersList),
    second?.blNumber,
    first?.bookingRef,
    row(second).client,
    row(first).destination,
  ].filter((text): text is string => typeof text === 'string' && text.trim() !== '');
  const topBarQueries: SearchQuery[] = [];
  for (const text of texts) topBarQueries.push({ text, expected: await rows(text) });
  const typed = [row(second).code ?? '', longestWord(row(first).client ?? '')]
    .map((text) => text.toLowerCase())
    .filter((text) => text.length > 0);
  const typedQueries: SearchQuery[][] = [];
  for (const text of typed) {
    const prefixes: SearchQuery[] = [];
    for (let end = 1; end <= text.length; end++) {
      const prefix = text.slice(0, end);
      prefixes.push({ text: prefix, expected: await rows(prefix) });
    }
    typedQueries.push(prefixes);
  }
  return { oceanRows: await rows(''), topBarQueries, typedQueries };
}

function containerOf(list: unknown): string | undefined {
  if (!Array.isArray(list)) return undefined;
  for (const item of list as Record<string, unknown>[])
    for (const value of Object.values(item ?? {}))
      if (typeof value === 'string' && /^[A-Z]{4}\d{7}$/.test(value)) return value;
  return undefined;
}

/** Typed key by key: letters only, so that every key makes a new search. */
function longestWord(text: string): string {
  const words = text.split(/[^\p{L}\p{N}]+/u).filter((word) => /^[a-z]+$/i.test(word));
  return words.sort((a, b) => b.length - a.length)[0] ?? '';
}
