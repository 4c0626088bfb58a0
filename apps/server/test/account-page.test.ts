import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window, type HTMLElement, type HTMLFormElement, type HTMLInputElement } from 'happy-dom';
import { client, startTestServer, type TestServer } from './test-server.ts';
import { rawRequest } from './api-failure.ts';
import { startMailCatcher, tokenFrom, useMailCatcher, type MailCatcher } from './mail-catcher.ts';
import { NEW_PASSWORD, newUser, userById } from './account-fixtures.ts';

// The page at /_/ that mail links and the OAuth2 popup open, run in a DOM against the server.
let server: TestServer;
let mail: MailCatcher;
let html: string;
const windows: Window[] = [];

beforeAll(async () => {
  [server, mail] = await Promise.all([startTestServer(), startMailCatcher()]);
  await useMailCatcher(server, mail);
  html = (await rawRequest(`${server.url}/_/`)).text;
});

afterAll(async () => {
  await Promise.all(windows.map((w) => w.happyDOM.close()));
  await Promise.all([server.close(), mail.close()]);
});

/** The page as a browser would show it for `hash`, with its script running. */
async function openPage(hash: string) {
  const window = new Window({
    url: `${server.url}/_/${hash}`,
    settings: {
      enableJavaScriptEvaluation: true,
      suppressInsecureJavaScriptEnvironmentWarning: true,
    },
  });
  windows.push(window);
  window.document.write(html);
  await window.happyDOM.waitUntilComplete();
  const $ = (id: string) => window.document.getElementById(id) as HTMLElement;
  const title = () => $('title').textContent;
  async function submit(values: Record<string, string>) {
    const form = $('form') as HTMLFormElement;
    for (const [name, value] of Object.entries(values))
      (form.elements.namedItem(name) as HTMLInputElement).value = value;
    form.requestSubmit();
    await window.happyDOM.waitUntilComplete();
  }
  return { $, title, submit };
}

async function resetToken(email: string): Promise<string> {
  await client(server.url).collection('users').requestPasswordReset(email);
  return tokenFrom(await mail.next(email), '/_/#/auth/confirm-password-reset');
}

describe('the /_/ page', () => {
  it('is a small Spanish HTML page that is never cached', async () => {
    const response = await rawRequest(`${server.url}/_/`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.text).toContain('<html lang="es">');
    expect(response.text.length).toBeLessThan(12_000);
  });

  it.each([
    ['#/auth/oauth2-redirect-success', 'Sesión iniciada'],
    ['#/auth/oauth2-redirect-failure', 'No se pudo iniciar sesión'],
    ['', 'Rumbo'],
  ])('tells the OAuth2 result for %s', async (hash, heading) => {
    const page = await openPage(hash);
    expect(page.title()).toBe(heading);
    expect(page.$('form').hidden).toBe(true);
  });

  it('completes a password reset from the mailed link', async () => {
    const user = await newUser(server.url);
    const page = await openPage(`#/auth/confirm-password-reset/${await resetToken(user.email)}`);
    expect(page.title()).toBe('Nueva contraseña');
    await page.submit({ password: NEW_PASSWORD, passwordConfirm: 'otra-cosa-2026' });
    expect(page.$('error').textContent).toBe('Las contraseñas no coinciden.');
    await page.submit({ password: NEW_PASSWORD, passwordConfirm: NEW_PASSWORD });
    expect(page.title()).toBe('Contraseña cambiada');
    await client(server.url).collection('users').authWithPassword(user.email, NEW_PASSWORD);
  });

  it('verifies the account as soon as the link is opened', async () => {
    const user = await newUser(server.url, { verified: false });
    await client(server.url).collection('users').requestVerification(user.email);
    const token = tokenFrom(await mail.next(user.email), '/_/#/auth/confirm-verification');
    const page = await openPage(`#/auth/confirm-verification/${token}`);
    expect(page.title()).toBe('Correo verificado');
    expect((await userById(server.url, user.id)).verified).toBe(true);
  });

  it('explains an expired or broken link', async () => {
    const page = await openPage('#/auth/confirm-verification/not.a.token');
    expect(page.title()).toBe('No se pudo verificar');
    expect(page.$('message').textContent).toContain('El enlace no es válido');
  });

  it('completes an operator password reset', async () => {
    await client(server.url).admins.requestPasswordReset('ops@rumbo.test');
    const token = tokenFrom(await mail.next('ops@rumbo.test'), '/_/#/confirm-password-reset');
    const page = await openPage(`#/confirm-password-reset/${token}`);
    await page.submit({ password: 'OperadorNuevo2026', passwordConfirm: 'OperadorNuevo2026' });
    expect(page.title()).toBe('Contraseña cambiada');
    await client(server.url).admins.authWithPassword('ops@rumbo.test', 'OperadorNuevo2026');
  });
});
