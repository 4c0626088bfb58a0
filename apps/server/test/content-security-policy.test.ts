import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '../src/start-server.ts';

// The HTML documents the server answers carry a strict Content-Security-Policy (docs/decisions/
// 027): every inline script of every page is allowed by its hash, none by 'unsafe-inline'.
const THEME_SCRIPT = "\n  document.documentElement.dataset.theme = 'light';\n";
const PUBLIC_SCRIPT = "\n  window.publicPage = 'forwarders';\n";
const SERVICE_WORKER = `self.addEventListener('fetch', () => undefined);\n${'// padding\n'.repeat(100)}`;

let server: RunningServer;
let dataDir: string;
let webDist: string;

function page(title: string, inline: string[], entry: string): string {
  const scripts = inline.map((body) => `<script>${body}</script>`).join('\n');
  return `<!doctype html><html><head><title>${title}</title>${scripts}
<script type="module" crossorigin src="${entry}"></script></head>
<body><div id="root" style="color: red"></div></body></html>`;
}

beforeAll(async () => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-csp-data-'));
  webDist = mkdtempSync(path.join(tmpdir(), 'rumbo-csp-web-'));
  // The web build's shape: the app's document, public pages as folders, pre-compressed copies.
  const landing = page('Landing', [THEME_SCRIPT], '/assets/public.js');
  writeFileSync(path.join(webDist, 'index.html'), landing);
  writeFileSync(path.join(webDist, 'index.html.gz'), gzipSync(landing));
  mkdirSync(path.join(webDist, 'servicios/forwarders'), { recursive: true });
  writeFileSync(
    path.join(webDist, 'servicios/forwarders/index.html'),
    page('Forwarders', [THEME_SCRIPT, PUBLIC_SCRIPT], '/assets/public.js'),
  );
  writeFileSync(path.join(webDist, 'app.html'), page('Rumbo', [THEME_SCRIPT], '/assets/app.js'));
  writeFileSync(path.join(webDist, 'sw.js'), SERVICE_WORKER);
  writeFileSync(path.join(webDist, 'sw.js.gz'), gzipSync(SERVICE_WORKER));
  server = await startServer({ dataDir, webDist, host: '127.0.0.1', port: 0, seed: false });
});

afterAll(async () => {
  await server.close();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(webDist, { recursive: true, force: true });
});

/** The bodies of a document's inline scripts (those without `src`), exactly as written. */
function inlineScripts(html: string): string[] {
  const scripts = [...html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/gi)];
  return scripts.filter(([, attributes]) => !/\bsrc\s*=/i.test(attributes!)).map(([, , b]) => b!);
}

function sourceHash(body: string): string {
  return `'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`;
}

/** `directive → its sources` of a Content-Security-Policy header. */
function directives(header: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (header ?? '').split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

/** Fetches a document and checks that its CSP allows each of its inline scripts and no other. */
async function expectStrictPolicy(url: string, init?: RequestInit) {
  const response = await fetch(url, init);
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toMatch(/^text\/html/);
  const html = await response.text();
  const policy = directives(response.headers.get('content-security-policy'));
  const scriptSrc = policy.get('script-src') ?? [];
  expect(scriptSrc).toContain("'self'");
  expect(scriptSrc).not.toContain("'unsafe-inline'");
  expect(scriptSrc).not.toContain("'unsafe-eval'");
  const scripts = inlineScripts(html);
  for (const body of scripts) expect(scriptSrc).toContain(sourceHash(body));
  expect(policy.get('default-src')).toEqual(["'self'"]);
  expect(policy.get('object-src')).toEqual(["'none'"]);
  expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  expect(policy.get('base-uri')).toEqual(["'self'"]);
  expect(policy.get('form-action')).toEqual(["'self'"]);
  expect(policy.get('connect-src')).toEqual(["'self'"]);
  expect(policy.get('worker-src')).toEqual(["'self'"]);
  expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:']);
  expect(response.headers.get('referrer-policy')).toBe('no-referrer');
  const permissions = response.headers.get('permissions-policy') ?? '';
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb'])
    expect(permissions).toContain(`${feature}=()`);
  return { html, scripts, response };
}

describe('Content-Security-Policy of the HTML documents', () => {
  it('public pages allow their inline scripts by hash', async () => {
    const landing = await expectStrictPolicy(`${server.url}/`);
    expect(landing.scripts).toEqual([THEME_SCRIPT]);
    const service = await expectStrictPolicy(`${server.url}/servicios/forwarders/`);
    expect(service.scripts).toEqual([THEME_SCRIPT, PUBLIC_SCRIPT]);
  });

  it("the app's document (history fallback) carries it too", async () => {
    const { html } = await expectStrictPolicy(`${server.url}/dashboard/shipments`);
    expect(html).toContain('<title>Rumbo</title>');
  });

  it('a pre-compressed copy is served with the same headers', async () => {
    const { response } = await expectStrictPolicy(`${server.url}/`, {
      headers: { 'Accept-Encoding': 'gzip' },
    });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it("the server's own account page allows its script", async () => {
    const { scripts } = await expectStrictPolicy(`${server.url}/_/`);
    expect(scripts).toHaveLength(1);
  });

  it('a page rebuilt with a new inline script is allowed without a restart', async () => {
    const added = `\n  window.addedLater = ${Date.now()};\n`;
    writeFileSync(
      path.join(webDist, 'servicios/forwarders/index.html'),
      page('Forwarders', [THEME_SCRIPT, added], '/assets/public.js'),
    );
    const { scripts } = await expectStrictPolicy(`${server.url}/servicios/forwarders/`);
    expect(scripts).toContain(added);
  });

  it("API answers keep PocketBase's headers and carry no page policy", async () => {
    const response = await fetch(`${server.url}/api/health`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(response.headers.get('x-xss-protection')).toBe('1; mode=block');
    expect(response.headers.get('content-security-policy')).toBeNull();
  });
});

// docs/decisions/035: the dashboard's service worker registers from the app's own origin
// (worker-src above) and every visit's update check reaches the server.
describe('the service worker script', () => {
  it('is served as a script that no cache may answer for', async () => {
    for (const encoding of ['identity', 'gzip']) {
      const response = await fetch(`${server.url}/sw.js`, {
        headers: { 'Accept-Encoding': encoding },
      });
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^(application|text)\/javascript/);
      expect(response.headers.get('cache-control')).toBe('no-cache');
      expect(response.headers.get('service-worker-allowed')).toBeNull();
      expect(await response.text()).toBe(SERVICE_WORKER);
    }
  });

  it('leaves the caching of other files as it was', async () => {
    const response = await fetch(`${server.url}/app.html`);
    expect(response.headers.get('cache-control')).toBe('public, max-age=0');
  });
});

// The real web build, when one exists: every inline script of every page is allowed.
const builtDist = path.resolve(import.meta.dirname, '../../web/dist');

describe.runIf(existsSync(path.join(builtDist, 'app.html')))('the built web app', () => {
  let built: RunningServer;
  let builtData: string;

  beforeAll(async () => {
    builtData = mkdtempSync(path.join(tmpdir(), 'rumbo-csp-built-'));
    built = await startServer({
      dataDir: builtData,
      webDist: builtDist,
      host: '127.0.0.1',
      port: 0,
      seed: false,
    });
  });

  afterAll(async () => {
    await built.close();
    rmSync(builtData, { recursive: true, force: true });
  });

  it('every page allows each of its inline scripts by hash', async () => {
    const pages = readdirSync(builtDist, { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('.html'))
      .map((file) => `/${file.split(path.sep).join('/')}`.replace(/index\.html$/, ''));
    expect(pages.length).toBeGreaterThan(1);
    for (const pagePath of pages) {
      const { scripts } = await expectStrictPolicy(`${built.url}${pagePath}`);
      // The tracking page (decision 072) follows the device's colours and has no session: it
      // has no inline script at all; every other page has its theme script at least.
      if (pagePath === '/track.html') expect(scripts, pagePath).toEqual([]);
      else expect(scripts.length, pagePath).toBeGreaterThan(0);
    }
  });
});

// A document answer carries ten 'close' listeners of Fastify, compression and the file stream
// before the one that counts the request as foreground (http/foreground.ts).
describe('document answers', () => {
  it('are sent without a listener-leak warning', async () => {
    const warnings: string[] = [];
    const onWarning = (warning: Error) => warnings.push(warning.name);
    process.on('warning', onWarning);
    try {
      for (const pathname of ['/dashboard', '/login', '/']) {
        await (await fetch(`${server.url}${pathname}`, { headers: ACCEPT_BROTLI })).text();
        await server.app.inject({ url: pathname, headers: ACCEPT_BROTLI });
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    } finally {
      process.off('warning', onWarning);
    }
    expect(warnings).not.toContain('MaxListenersExceededWarning');
  });
});

const ACCEPT_BROTLI = { 'accept-encoding': 'gzip, deflate, br' };
