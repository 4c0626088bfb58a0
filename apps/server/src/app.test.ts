import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { openSqlite } from './core/db/sqlite.ts';
import { createCore } from './core/create-core.ts';
import { createApp } from './app.ts';
import { applyMigrations } from './migrations/apply-migrations.ts';

// In-process route tests: the real app on an in-memory database, driven with inject().
let app: FastifyInstance;
let webDist: string;

beforeAll(async () => {
  webDist = mkdtempSync(path.join(tmpdir(), 'rumbo-web-'));
  // The web build's shape: public pages as folders with index.html, the app's own document.
  writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Landing</title>');
  mkdirSync(path.join(webDist, 'servicios/forwarders'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'servicios/forwarders/index.html'),
    '<!doctype html><title>Forwarders</title>',
  );
  writeFileSync(path.join(webDist, 'app.html'), '<!doctype html><title>Rumbo</title>');
  writeFileSync(path.join(webDist, 'track.html'), '<!doctype html><title>Tracking</title>');
  const core = await createCore(openSqlite(':memory:'), { appUrl: 'http://127.0.0.1:8090' });
  await applyMigrations(core.collections, core.db);
  app = await createApp(core, { webDist, bodyLimit: 1024 });
});

afterAll(async () => {
  await app.close();
  rmSync(webDist, { recursive: true, force: true });
});

describe('app', () => {
  it('reports health', async () => {
    const response = await app.inject({ url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      code: 200,
      message: 'API is healthy.',
      data: { canBackup: true },
    });
  });

  it('answers HEAD /api/health without a body', async () => {
    const response = await app.inject({ method: 'HEAD', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it.each(['/api/nothing', '/api/collections/nope/records', '/api/collections/nope/records/abc'])(
    'answers %s with the JSON 404',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 404, data: {} });
    },
  );

  it.each([
    ['/', 'Landing'],
    ['/servicios/forwarders', 'Forwarders'],
    ['/servicios/forwarders/', 'Forwarders'],
    ['/dashboard', 'Rumbo'],
    ['/dashboard/shipments/ocean?open=x', 'Rumbo'],
    ['/login', 'Rumbo'],
    ['/servicios/unknown', 'Rumbo'],
  ])('serves %s its document: a public page, or the app (history fallback)', async (url, title) => {
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain(`<title>${title}</title>`);
  });

  it.each(['/t/abcdefghijklmnopqrstuvwxyz012345', '/t/unknown?lang=en'])(
    'serves %s the tracking page, never indexed nor kept by a shared cache',
    async (url) => {
      const response = await app.inject({ url });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('<title>Tracking</title>');
      expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
      expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    },
  );

  it('strips a trailing slash on API paths', async () => {
    expect((await app.inject({ url: '/api/health/' })).statusCode).toBe(200);
  });

  it('sets the security headers', async () => {
    const { headers } = await app.inject({ url: '/api/health' });
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['x-xss-protection']).toBe('1; mode=block');
  });

  it('allows cross-origin calls with the headers the SDK sends', async () => {
    const response = await app.inject({
      method: 'OPTIONS',
      url: '/api/collections/users/records',
      headers: {
        origin: 'http://example.test',
        'access-control-request-method': 'PATCH',
        'access-control-request-headers': 'authorization,content-type,accept-language',
      },
    });
    expect(response.statusCode).toBe(204);
    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(String(response.headers['access-control-allow-headers'])).toContain('authorization');
  });

  it('projects responses with ?fields=', async () => {
    const response = await app.inject({ url: '/api/health?fields=code,data.canBackup' });
    expect(response.json()).toEqual({ code: 200, data: { canBackup: true } });
  });

  it.each([
    ['malformed JSON', 'application/json', '{"name":'],
    ['a JSON array', 'application/json', '[1,2]'],
    ['plain text', 'text/plain', 'hola'],
  ])('refuses %s with the formatting error', async (_label, type, payload) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/collections/users/auth-with-password',
      headers: { 'content-type': type },
      payload,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: 400,
      message: 'Failed to load the submitted data due to invalid formatting.',
      data: {},
    });
  });

  it('refuses a body over the limit with a 413', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/collections/users/auth-with-password',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ identity: 'x'.repeat(2048), password: 'y' }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ code: 413, message: 'Request entity too large.', data: {} });
  });

  it('treats an empty JSON body as no data', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/collections/users/auth-refresh',
      headers: { 'content-type': 'application/json' },
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses bad fields modifiers with a 400', async () => {
    const response = await app.inject({ url: '/api/health?fields=code:shout(1)' });
    expect(response.statusCode).toBe(400);
  });
});

describe('web app files', () => {
  it('serves a file added after start (rebuilt app) and 404s a missing asset', async () => {
    writeFileSync(path.join(webDist, 'late.js'), 'export {};');
    const late = await app.inject({ url: '/late.js' });
    expect(late.statusCode).toBe(200);
    expect(late.headers['content-type']).toContain('javascript');
    const missing = await app.inject({ url: '/assets/gone-123.js' });
    expect(missing.statusCode).toBe(404);
  });
});
