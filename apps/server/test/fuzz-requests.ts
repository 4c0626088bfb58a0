/**
 * The request mix of the "every request answered" load (docs/decisions/059): valid lists, views,
 * creates and updates as demo users, and malformed requests of every kind a fuzzer sends. Each
 * request is a pure function of its index and the seed, so a run can be repeated exactly.
 * Shared by the server test (fuzz-load.test.ts) and the benchmark (bench/unanswered.bench.ts).
 */
import { mulberry32 } from '@rumbo/domain';

/** A request sent with `fetch`, or (`raw`) as bytes on a connection of its own. */
export type FuzzRequest = {
  kind: 'valid' | 'malformed';
  /** What the request is, for the report of requests left unanswered. */
  label: string;
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Uint8Array | FormData;
  /** Bytes fetch cannot send (a wrong content-length, a literal `..`), sent on a fresh socket. */
  raw?: string;
};

/** What valid requests need from the running server. */
export type FuzzContext = {
  /** Tokens of demo users, the first one also used for the writes. */
  tokens: string[];
  /** Ids of partners the first token may read and update. */
  partnerIds: string[];
};

type Maker = (random: () => number, ctx: FuzzContext) => Omit<FuzzRequest, 'kind'>;

const RECORDS = (collection: string) => `/api/collections/${collection}/records`;
const JSON_TYPE = { 'content-type': 'application/json' };
const BOUNDARY = 'fuzzBoundary7MA4YWxkTrZu0gW';
/** Big enough that an unread remainder outgrows a socket's read buffer (16 KiB on Node 20). */
const LARGE_PART_BYTES = 192 * 1024;

function pick<T>(random: () => number, items: readonly T[]): T {
  return items[Math.floor(random() * items.length)]!;
}

const auth = (random: () => number, ctx: FuzzContext) => ({
  Authorization: pick(random, ctx.tokens),
});

const VALID: Maker[] = [
  (r, ctx) => ({
    label: 'list partners',
    method: 'GET',
    path: `${RECORDS('partners')}?page=${1 + Math.floor(r() * 3)}&perPage=20&sort=-created`,
    headers: { ...auth(r, ctx), 'accept-encoding': 'br, gzip' },
  }),
  (r, ctx) => ({
    label: 'list ocean shipments',
    method: 'GET',
    path: `${RECORDS('shipments_ocean')}?perPage=30&skipTotal=1&sort=-sortCode&filter=${encodeURIComponent('isOpen=true')}`,
    headers: { ...auth(r, ctx), 'accept-encoding': 'gzip' },
  }),
  (r, ctx) => ({
    label: 'list air shipments with fields',
    method: 'GET',
    path: `${RECORDS('shipments_air')}?perPage=50&fields=id,shipmentCode,status`,
    headers: auth(r, ctx),
  }),
  (r, ctx) => ({
    label: 'view a partner',
    method: 'GET',
    path: `${RECORDS('partners')}/${pick(r, ctx.partnerIds)}`,
    headers: { Authorization: ctx.tokens[0]! },
  }),
  (r, ctx) => ({
    label: 'create a partner',
    method: 'POST',
    path: RECORDS('partners'),
    headers: { ...JSON_TYPE, Authorization: ctx.tokens[0]! },
    body: JSON.stringify({ displayName: `Fuzz ${Math.floor(r() * 1e9)}` }),
  }),
  (r, ctx) => ({
    label: 'update a partner',
    method: 'PATCH',
    path: `${RECORDS('partners')}/${pick(r, ctx.partnerIds)}`,
    headers: { ...JSON_TYPE, Authorization: ctx.tokens[0]! },
    body: JSON.stringify({ notes: `fuzz ${Math.floor(r() * 1e9)}` }),
  }),
  () => ({ label: 'health', method: 'GET', path: '/api/health' }),
];

const ODD_COLLECTIONS = [
  'users%2f..',
  '..%2f..%2fetc%2fpasswd',
  '%2e%2e',
  'shipments_ocean%00',
  'partners%2f',
  `${'x'.repeat(1500)}`,
  '%ff%fe',
  'users%252f..',
];

const ODD_FILTERS = [
  '(contacts."q" && 0x10)',
  '('.repeat(3000),
  `${'('.repeat(400)}id!=""${')'.repeat(400)}`,
  `${'('.repeat(200)}id="x"`,
  ')))',
  "displayName ~ '%%%%%' || ".repeat(60) + 'id=""',
  '@request.auth.id ?= @collection.users.id',
  'created > @now && created < @yesterday..',
  'displayName = "\u0000\uffff"',
  'a.b.c.d.e.f.g.h.i.j.k = 1',
];

const ODD_PAGES = [
  '-9999999999999999999',
  '1e309',
  '99999999',
  '-1',
  'NaN',
  '0x10',
  '9007199254740993',
];

function multipart(parts: string[]): string {
  return `${parts.map((part) => `--${BOUNDARY}\r\n${part}\r\n`).join('')}--${BOUNDARY}--\r\n`;
}

const MULTIPART_TYPE = { 'content-type': `multipart/form-data; boundary=${BOUNDARY}` };
const fileBytes = (size: number) => 'A'.repeat(size);

const MALFORMED: Maker[] = [
  (r, ctx) => ({
    label: 'odd collection name',
    method: 'GET',
    path: `/api/collections/${pick(r, ODD_COLLECTIONS)}/records?filter=${encodeURIComponent(pick(r, ODD_FILTERS))}&page=${pick(r, ODD_PAGES)}&skipTotal=1`,
    headers: auth(r, ctx),
  }),
  (r, ctx) => ({
    label: 'odd filter',
    method: 'GET',
    path: `${RECORDS(pick(r, ['partners', 'shipments_ocean', 'users']))}?filter=${encodeURIComponent(pick(r, ODD_FILTERS))}`,
    headers: auth(r, ctx),
  }),
  (r, ctx) => ({
    label: 'odd page numbers',
    method: 'GET',
    path: `${RECORDS('partners')}?page=${pick(r, ODD_PAGES)}&perPage=${pick(r, ODD_PAGES)}`,
    headers: auth(r, ctx),
  }),
  (r, ctx) => ({
    label: 'odd sort, expand and fields',
    method: 'GET',
    path: `${RECORDS('shipments_ocean')}?sort=${pick(r, ['-@random', 'nope', '--id', '@rowid'])}&expand=${pick(r, ['a.b.c.d.e.f.g', 'company', '(', ''])}&fields=${pick(r, ['*:excerpt(-1)', '((', 'id,,', '*'])}`,
    headers: auth(r, ctx),
  }),
  (r, ctx) => ({
    label: 'bad JSON body',
    method: pick(r, ['POST', 'PATCH']),
    path: `${RECORDS('partners')}/${pick(r, ctx.partnerIds)}`,
    headers: { ...JSON_TYPE, Authorization: ctx.tokens[0]! },
    body: pick(r, [
      '{"displayName": ',
      '[1,2,3]',
      '"x"',
      `{"a":${'['.repeat(1500)}`,
      '\u0000',
      'null',
    ]),
  }),
  (r, ctx) => ({
    label: 'wrong content type',
    method: 'POST',
    path: RECORDS('partners'),
    headers: {
      'content-type': pick(r, [
        'text/plain',
        'application/x-www-form-urlencoded',
        'application/json; charset=nope',
        'multipart/form-data',
        'application/octet-stream',
      ]),
      Authorization: ctx.tokens[0]!,
    },
    body: '{"displayName":"x"}'.repeat(1 + Math.floor(r() * 2000)),
  }),
  (r, ctx) => ({
    label: 'multipart junk',
    method: 'POST',
    path: RECORDS(pick(r, ['partners', 'shipments_ocean'])),
    headers: { ...MULTIPART_TYPE, Authorization: ctx.tokens[0]! },
    body: pick(r, [
      'garbage',
      `--${BOUNDARY}\r\nno headers here\r\n\r\n${fileBytes(LARGE_PART_BYTES)}`,
      multipart([
        'Content-Disposition: form-data; name="@jsonPayload"\r\n\r\n{not json',
        `Content-Disposition: form-data; name="documents"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n${fileBytes(LARGE_PART_BYTES)}`,
      ]),
      multipart([
        `Content-Disposition: form-data; name="@jsonPayload"\r\n\r\n[1]`,
        `Content-Disposition: form-data; name="x"\r\n\r\n${fileBytes(LARGE_PART_BYTES)}`,
      ]),
    ]),
  }),
  (r) => ({
    label: 'bad token',
    method: 'GET',
    path: RECORDS('partners'),
    headers: {
      Authorization: pick(r, [
        'garbage',
        'Bearer x.y.z',
        'eyJhbGciOiJub25lIn0.eyJpZCI6InJtYnVzZXJhZG1pbjAwMCJ9.',
        'a'.repeat(4000),
      ]),
    },
  }),
  (r, ctx) => ({
    label: 'long header',
    method: 'GET',
    path: RECORDS('partners'),
    headers: { ...auth(r, ctx), 'x-filler': 'f'.repeat(pick(r, [2000, 8000, 20000])) },
  }),
  (r) => ({
    label: 'HEAD and OPTIONS',
    method: pick(r, ['HEAD', 'OPTIONS']),
    path: pick(r, [RECORDS('partners'), '/api/health', '/api/collections/users%2f../records']),
    headers: {
      Origin: 'http://127.0.0.1:1',
      'Access-Control-Request-Method': pick(r, ['POST', 'PATCH']),
    },
  }),
  (r, ctx) => ({
    label: 'unknown method or id',
    method: pick(r, ['DELETE', 'PUT', 'PROPFIND']),
    path: `${RECORDS('partners')}/${pick(r, ['nope', '%00', '..', 'x'.repeat(15)])}`,
    headers: auth(r, ctx),
  }),
];

/** Requests only raw bytes can carry, each on a fresh connection (fetch refuses or mangles them). */
const RAW: Maker[] = [
  () => ({
    label: 'raw literal ..',
    method: 'GET',
    path: '/api/collections/../records',
    raw: `GET /api/collections/../records?filter=${encodeURIComponent('('.repeat(500))} HTTP/1.1\r\nHost: x\r\n\r\n`,
  }),
  () => ({
    label: 'raw content-length shorter than the body',
    method: 'POST',
    path: RECORDS('partners'),
    raw: `POST ${RECORDS('partners')} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\n\r\n{"displayName":"x"}`,
  }),
  () => ({
    label: 'raw garbled request line',
    method: 'GET',
    path: '',
    raw: 'GET /api/health HTTP/9.9 extra\r\n\r\n',
  }),
];

/** The `index`th request of a run: about half valid, the rest malformed, a few raw. */
export function fuzzRequest(
  index: number,
  seed: number,
  ctx: FuzzContext,
  options: { validOnly?: boolean } = {},
): FuzzRequest {
  const random = mulberry32(seed * 1_000_003 + index);
  const roll = random();
  if (options.validOnly || roll < 0.5)
    return { kind: 'valid', ...pick(random, VALID)(random, ctx) };
  if (roll < 0.52) return { kind: 'malformed', ...pick(random, RAW)(random, ctx) };
  return { kind: 'malformed', ...pick(random, MALFORMED)(random, ctx) };
}
