import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type PocketBase from 'pocketbase';
import { DEMO_EMAILS } from '@rumbo/domain';
import { operator, signedIn, startTestServer, type TestServer } from './test-server.ts';
import { expectErrorShape, failureOf, rawRequest } from './api-failure.ts';

// Bad input gets a clear PocketBase-shaped error and loses nothing already saved (DESIGN §5,
// reference §2, decision 005). Raw fetch only where the SDK cannot send the request.
let server: TestServer;
let staff: PocketBase;
let ops: PocketBase;
let auth: { Authorization: string };

beforeAll(async () => {
  server = await startTestServer();
  [staff, ops] = await Promise.all([
    signedIn(server.url, DEMO_EMAILS.staffGolfo),
    operator(server.url),
  ]);
  auth = { Authorization: staff.authStore.token };
});

afterAll(async () => {
  await server.close();
});

const INVALID_BODY = 'Failed to load the submitted data due to invalid formatting.';
const PARTNERS = '/api/collections/partners/records';
const JSON_TYPE = { 'Content-Type': 'application/json' };
const partnerCount = async () => (await ops.collection('partners').getList(1, 1)).totalItems;

describe('request bodies', () => {
  const deepJson = `{"contacts":${'['.repeat(2000)}${']'.repeat(2000)}}`;
  const post = (headers: Record<string, string>, body: string) => ({
    method: 'POST',
    headers,
    body,
  });

  it.each([
    ['malformed JSON', post(JSON_TYPE, '{"displayName": ')],
    ['a JSON array', post(JSON_TYPE, '[{"displayName":"x"}]')],
    ['a JSON string', post(JSON_TYPE, '"displayName"')],
    ['text/plain', post({ 'Content-Type': 'text/plain' }, '{"displayName":"x"}')],
    [
      'a urlencoded form',
      post({ 'Content-Type': 'application/x-www-form-urlencoded' }, 'displayName=x'),
    ],
    ['multipart garbage', post({ 'Content-Type': 'multipart/form-data; boundary=zzz' }, 'garbage')],
    ['multipart without a boundary', post({ 'Content-Type': 'multipart/form-data' }, 'garbage')],
    ['JSON nested 2000 levels deep', post(JSON_TYPE, deepJson)],
  ])('%s is refused as invalid formatting and creates nothing', async (_label, init) => {
    const before = await partnerCount();
    const response = await rawRequest(server.url + PARTNERS, {
      ...init,
      headers: { ...init.headers, ...auth },
    });
    expect(response.json).toEqual({ code: 400, message: INVALID_BODY, data: {} });
    expectErrorShape(response, 400);
    expect(await partnerCount()).toBe(before);
  });

  // Sent whole before its answer is read: up to 28 s in a full run on two cores (under 1 s alone).
  it('a body over 32 MiB is refused as too large (413)', { timeout: 90_000 }, async () => {
    const before = await partnerCount();
    const body = JSON.stringify({ displayName: 'big', notes: 'x'.repeat(32 * 1024 * 1024 + 1) });
    const response = await rawRequest(server.url + PARTNERS, post({ ...JSON_TYPE, ...auth }, body));
    expect(response.json).toEqual({ code: 413, message: 'Request entity too large.', data: {} });
    expect(await partnerCount()).toBe(before);
  });

  it('an empty JSON body is "no data": auth-refresh works', async () => {
    const response = await rawRequest(
      `${server.url}/api/collections/users/auth-refresh`,
      post({ ...JSON_TYPE, ...auth }, ''),
    );
    expect(response.status).toBe(200);
    expect(response.json).toMatchObject({
      record: { email: DEMO_EMAILS.staffGolfo },
      token: expect.any(String),
    });
  });
});

describe('values of the wrong kind', () => {
  const big = 'x'.repeat(200_001);
  const TEXT_FIELD: Record<string, string> = {
    partners: 'displayName',
    shipments_land: 'reference',
    shipments_ocean: 'reference',
    shipment_locks: 'userName',
    tariffs: 'notes',
  };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    const bodies: Record<string, object> = {
      partners: { displayName: 'Original' },
      shipments_land: { reference: 'Original', weightKg: 10 },
      shipments_ocean: { reference: 'Original' },
      shipment_locks: {
        collection: 'shipments_air',
        shipmentId: 'wrongtypes00001',
        userId: staff.authStore.model!.id,
        lockedAt: '2026-11-21 10:00:00.000Z',
        userName: 'Original',
      },
      tariffs: {
        kind: 'buy',
        mode: 'AIR',
        origin: 'MEX',
        destination: 'FRA',
        charge: 'Air freight',
        basis: 'kg',
        currency: 'USD',
        validFrom: '2026-01-01',
        notes: 'Original',
      },
    };
    for (const [name, body] of Object.entries(bodies))
      ids[name] = (await staff.collection(name).create(body)).id;
  });

  it.each([
    ['shipments_land', 'weightKg', { a: 1 }, 'validation_nan'],
    ['shipments_land', 'weightKg', 'heavy', 'validation_nan'],
    ['shipments_land', 'weightKg', -5, 'validation_min_number_constraint'],
    ['shipments_land', 'pickupEta', 'not a date', 'validation_invalid_date'],
    ['shipments_ocean', 'dangerousGoods', 'maybe', 'validation_invalid_value'],
    ['shipments_ocean', 'reference', { text: 'x' }, 'validation_invalid_value'],
    ['partners', 'rol', 'Pirata', 'validation_invalid_value'],
    ['partners', 'displayName', 'x'.repeat(301), 'validation_max_text_constraint'],
    ['partners', 'contacts', [big], 'validation_json_size_limit'],
    ['shipment_locks', 'lockedAt', '', 'validation_required'],
    ['tariffs', 'currency', 'usd', 'validation_invalid_format'],
    ['tariffs', 'transitDays', 2.5, 'validation_no_decimal_constraint'],
    ['tariffs', 'origin', '', 'validation_required'],
  ])('%s.%s = %j → 400 %s, and the record keeps every value', async (name, field, value, code) => {
    const before = await ops.collection(name).getOne(ids[name]!);
    // A valid change travels with the bad one: the update is all or nothing.
    const body = { [TEXT_FIELD[name]!]: 'Changed', [field]: value };
    const failure = await failureOf(staff.collection(name).update(ids[name]!, body));
    expect(failure.status).toBe(400);
    expect(failure.body.data[field]?.code).toBe(code);
    expect(failure.body.data[field]?.message).toMatch(/\.$/);
    expect(await ops.collection(name).getOne(ids[name]!)).toEqual(before);
  });

  it('a create missing required values names each field and stores nothing', async () => {
    const failure = await failureOf(
      staff.collection('tariffs').create({ notes: 'incomplete-tariff' }),
    );
    expect(failure.status).toBe(400);
    for (const field of [
      'kind',
      'mode',
      'origin',
      'destination',
      'charge',
      'basis',
      'currency',
      'validFrom',
    ])
      expect([field, failure.body.data[field]?.code]).toEqual([field, 'validation_required']);
    const stored = await ops
      .collection('tariffs')
      .getList(1, 1, { filter: 'notes = "incomplete-tariff"' });
    expect(stored.totalItems).toBe(0);
  });
});

describe('query parameters and paths', () => {
  it.each([
    ['page=abc', 'page=abc', 'Invalid "page" value.'],
    ['perPage=1.5', 'perPage=1.5', 'Invalid "perPage" value.'],
    ['a page beyond the integer range', 'page=999999999999999999999', 'Invalid "page" value.'],
    ['skipTotal=maybe', 'skipTotal=maybe', 'Invalid "skipTotal" value.'],
    [
      'a filter that does not parse',
      `filter=${encodeURIComponent('displayName =')}`,
      /^Invalid filter/,
    ],
    ['an unknown fields modifier', 'fields=displayName:shout(3)', /modifier/],
  ])('%s → 400', async (_label, query, message) => {
    const response = await rawRequest(`${server.url}${PARTNERS}?${query}`, { headers: auth });
    expectErrorShape(response, 400);
    expect((response.json as { message: string }).message).toMatch(message);
  });

  it.each([
    ['list', 'GET', '/api/collections/nope/records'],
    ['view', 'GET', '/api/collections/nope/records/abc'],
    ['create', 'POST', '/api/collections/nope/records'],
    ['update', 'PATCH', '/api/collections/nope/records/abc'],
    ['delete', 'DELETE', '/api/collections/nope/records/abc'],
    ['auth-methods', 'GET', '/api/collections/nope/auth-methods'],
  ])('an unknown collection (%s) → 404', async (_label, method, path) => {
    const response = await rawRequest(server.url + path, {
      method,
      headers: { ...JSON_TYPE, ...auth },
      body: method === 'GET' || method === 'DELETE' ? undefined : '{}',
    });
    expect(response.json).toEqual({ code: 404, message: 'Missing collection context.', data: {} });
  });

  it.each([
    ['GET', '/api/nope'],
    ['POST', '/api/collections/partners'],
    ['PUT', PARTNERS],
    ['GET', '/api/collections/partners/records/abc/nope'],
  ])('%s %s (no such API route) → 404 "Not Found."', async (method, path) => {
    const response = await rawRequest(server.url + path, {
      method,
      headers: JSON_TYPE,
      body: method === 'GET' ? undefined : '{}',
    });
    expect(response.json).toEqual({ code: 404, message: 'Not Found.', data: {} });
  });
});

describe('transport', () => {
  it('answers a CORS preflight carrying Authorization', async () => {
    const response = await rawRequest(server.url + PARTNERS, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://app.example.test',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'authorization,content-type,accept-language',
      },
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
    expect(response.headers.get('access-control-allow-headers')).toMatch(/authorization/i);
  });

  // A malformed path is refused by the router before any hook, CORS included, has run.
  it.each([
    ['a list', PARTNERS, 200, '*'],
    ['a refused filter', `${PARTNERS}?filter=%3D%3D`, 400, '*'],
    ['an unknown route', '/api/nope', 404, '*'],
    ['a malformed path', '/api/collections/%E0%A4%A/records', 400, null],
  ])('sends the security headers on %s', async (_label, path, status, allowOrigin) => {
    const response = await rawRequest(server.url + path, {
      headers: { ...auth, Origin: 'http://x.test' },
    });
    expect(response.status).toBe(status);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-xss-protection')).toBe('1; mode=block');
    expect(response.headers.get('access-control-allow-origin')).toBe(allowOrigin);
  });

  it('health answers GET with JSON and HEAD with an empty 200', async () => {
    expect(await staff.health.check()).toEqual({
      code: 200,
      message: 'API is healthy.',
      data: { canBackup: true },
    });
    const head = await rawRequest(`${server.url}/api/health`, { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.text).toBe('');
  });
});

describe('nothing a client sends gets a 5xx', () => {
  const longFilter = encodeURIComponent(Array(1100).fill('id=1').join('||'));
  it.each([
    ['a malformed percent-encoding', 400, '/api/collections/%E0%A4%A/records'],
    ['a 5000-character id', 404, `${PARTNERS}/${'a'.repeat(5000)}`],
    ['a URL over the header limit', 431, `${PARTNERS}?filter=${'a'.repeat(20_000)}`],
    [
      '5000 nested parentheses',
      400,
      `${PARTNERS}?filter=${encodeURIComponent(`${'('.repeat(5000)}id=1${')'.repeat(5000)}`)}`,
    ],
    ['1100 alternatives', 400, `${PARTNERS}?filter=${longFilter}`],
    ['a carriage return in a filter', 400, `${PARTNERS}?filter=${encodeURIComponent('id = 1\r')}`],
    ['a sort on a double minus', 400, `${PARTNERS}?sort=--id`],
    [
      'a bad excerpt length',
      400,
      `${PARTNERS}?fields=${encodeURIComponent('displayName:excerpt(x)')}`,
    ],
    ['an id full of SQL', 404, `${PARTNERS}/${encodeURIComponent("'; DROP TABLE partners;--")}`],
  ])('%s → %i with the error JSON', async (_label, status, path) => {
    expectErrorShape(await rawRequest(server.url + path, { headers: auth }), status);
    expect(await partnerCount()).toBeGreaterThanOrEqual(55);
  });
});
