import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The documents' strict Content-Security-Policy (docs/decisions/027) must not block anything the
// product does: a journey through the public site, the login form, the signed-in app (SDK
// requests, the realtime stream, lazy chunks, charts) and the account page, failing on any
// violation the browser reports.

type Violations = { messages: string[] };

/** Collects what the browser reports about the policy: console lines and violation events. */
async function watchViolations(page: Page): Promise<Violations> {
  const found: Violations = { messages: [] };
  page.on('console', (message) => {
    const text = message.text();
    if (/Refused to|Content Security Policy|Permissions policy/i.test(text))
      found.messages.push(`${text} (${page.url()})`);
  });
  // Injected by the browser's tooling, which the page's policy does not govern.
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const where = `${event.sourceFile}:${event.lineNumber} on ${location.pathname}`;
      console.error(`Refused to load: ${event.violatedDirective} ${event.blockedURI} (${where})`);
    });
  });
  return found;
}

test('no page of the product breaks its Content-Security-Policy', async ({
  page,
  signInWithForm,
}) => {
  const violations = await watchViolations(page);

  const landing = await page.goto('/');
  const policy = landing?.headers()['content-security-policy'] ?? '';
  expect(policy).toContain("script-src 'self' 'sha256-");
  expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  await expect(page.locator('header button[aria-disabled="true"]')).toHaveCount(0);
  await page.goto('/servicios/forwarders');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await signInWithForm(page, 'staff@golfo.test');
  await expect(page).toHaveURL('/dashboard');
  for (const path of ['/dashboard/shipments/ocean', '/dashboard/reports', '/dashboard/partners']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  // The account page the mails link to runs its own inline script, which asks the API: an
  // invalid verification link is refused and says so.
  await page.goto('/_/#/auth/confirm-verification/not-a-token');
  await expect(page.getByRole('heading', { name: 'No se pudo verificar' })).toBeVisible();

  expect(violations.messages).toEqual([]);
});
