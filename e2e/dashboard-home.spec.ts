import type { Page } from '@playwright/test';
import { deriveShipmentNotifications, type ShipmentMode } from '@rumbo/domain';
import { expect, expectNoSidewaysScroll, test } from './fixtures.ts';
import { expectAccessibleInBothThemes, loadInTheme, shoot, shootVariants } from './screenshots.ts';
import { patient } from './patience.ts';

// The home page's figures are checked against counts made here from the server's own records,
// fetched with the signed-in user's token (so the server's rules decide what they see).

type ServerShipment = Record<string, unknown> & { id: string; mode: ShipmentMode; updated: string };

const MODES: readonly ShipmentMode[] = ['ocean', 'air', 'land'];
const MODE_LABELS: Record<ShipmentMode, string> = { ocean: 'Ocean', air: 'Air', land: 'Land' };
const DONE = /finish|complet|deliver|entregad|finaliz|cancel|cerrad/i;
// Each mode's ETD and ETA fields (the departure and arrival milestones' estimates).
const WEEK_FIELDS: Record<ShipmentMode, string[]> = {
  ocean: ['portOfLoadDepartureEstimated', 'portOfArrivalArrivalEstimated'],
  air: ['airportDepartureEstimated', 'airportArrivalEstimated'],
  land: ['pickupEta', 'deliveryEta'],
};

test('the figures equal what the server holds for the company', async ({ page, signIn }) => {
  await signIn(page, 'staff@golfo.test');
  await homeLoaded(page);
  const shipments = await serverShipments(page.url(), 'staff@golfo.test');
  const now = new Date();

  for (const mode of MODES) {
    const open = shipments.filter((it) => it.mode === mode && !isDone(it)).length;
    await expect(
      page.getByRole('link', { name: `${MODE_LABELS[mode]}: ${open} open shipments` }),
    ).toBeVisible();
  }

  const overdue = { urgent: 0, high: 0, normal: 0, low: 0 };
  for (const shipment of shipments)
    for (const draft of deriveShipmentNotifications({ shipment, now }))
      overdue[draft.priority] += 1;
  for (const [priority, count] of Object.entries(overdue)) {
    const label = `${priority[0]!.toUpperCase()}${priority.slice(1)}: ${count} overdue milestones`;
    await expect(page.getByRole('link', { name: label })).toBeVisible();
  }

  const week = page.getByRole('region', { name: 'Departing or arriving this week' });
  const showAll = week.getByRole('button', { name: /^Show all/ });
  if (await showAll.isVisible()) await showAll.click();
  await expect(week.getByRole('listitem')).toHaveCount(weekMovementCount(shipments, now));

  const recent = page.getByRole('region', { name: 'Recent changes' });
  const latest = [...shipments]
    .sort((a, b) => b.updated.localeCompare(a.updated) || a.id.localeCompare(b.id))
    .slice(0, 6);
  await expect(recent.getByRole('listitem').getByRole('link')).toHaveText(latest.map(reference));
  await shootVariants(page, 'dashboard-home');
});

test('a platform admin sees the shipments of every company', async ({ page, signIn }) => {
  await signIn(page, 'admin@rumbo.test');
  await homeLoaded(page);
  const shipments = await serverShipments(page.url(), 'admin@rumbo.test');
  expect(new Set(shipments.map((it) => it.company)).size).toBeGreaterThan(1);
  for (const mode of MODES) {
    const open = shipments.filter((it) => it.mode === mode && !isDone(it)).length;
    await expect(
      page.getByRole('link', { name: `${MODE_LABELS[mode]}: ${open} open shipments` }),
    ).toBeVisible();
  }
});

test('the figures and rows lead to the right screens', async ({ page, signIn }) => {
  await signIn(page, 'staff@golfo.test');
  await homeLoaded(page);

  await page.getByRole('link', { name: /^Air: \d+ open shipments$/ }).click();
  await expect(page).toHaveURL('/dashboard/shipments/air');
  await page.goBack();

  await page.getByRole('link', { name: /^Urgent: \d+ overdue milestones$/ }).click();
  await expect(page).toHaveURL('/dashboard/notifications?priority=urgent');
  await page.goBack();

  const row = page
    .getByRole('region', { name: 'Recent changes' })
    .getByRole('listitem')
    .first()
    .getByRole('link');
  const href = await row.getAttribute('href');
  expect(href).toMatch(/^\/dashboard\/shipments\/(ocean|air|land)\?open=[a-z0-9]{15}$/);
  await row.click();
  await expect(page).toHaveURL(href!);
});

test('the home follows shipments created and deleted elsewhere, live', async ({ page, signIn }) => {
  await signIn(page, 'staff@golfo.test');
  await homeLoaded(page);
  const air = page.getByRole('link', { name: /^Air: \d+ open shipments$/ });
  const before = Number((await air.getAttribute('aria-label'))?.match(/\d+/)?.[0]);

  // Another person's browser: the record server's REST API with their own session.
  const origin = new URL(page.url()).origin;
  const token = await restToken(origin, 'super@golfo.test');
  const created = await fetch(`${origin}/api/collections/shipments_air/records`, {
    method: 'POST',
    headers: { Authorization: token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ reference: 'E2E-LIVE-1', status: 'In progress' }),
  });
  expect(created.status).toBe(200);
  const { id } = (await created.json()) as { id: string };
  try {
    await expect(
      page.getByRole('link', { name: `Air: ${before + 1} open shipments` }),
    ).toBeVisible();
    const recent = page.getByRole('region', { name: 'Recent changes' });
    await expect(recent.getByRole('link', { name: 'E2E-LIVE-1' })).toBeVisible();
  } finally {
    const removed = await fetch(`${origin}/api/collections/shipments_air/records/${id}`, {
      method: 'DELETE',
      headers: { Authorization: token },
    });
    expect(removed.status).toBe(204);
  }
  await expect(page.getByRole('link', { name: `Air: ${before} open shipments` })).toBeVisible();
});

test('keyboard: a skip link comes first, and every card shows where the focus is', async ({
  page,
  signIn,
}) => {
  // A page just opened: the keyboard starts at the top of the document.
  await signIn(page, 'staff@golfo.test');
  await homeLoaded(page);
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await shoot(page, 'dashboard-skip-link');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  const cards = page.getByRole('link', { name: /(open shipments|overdue milestones)$/ });
  await expect(cards).toHaveCount(7);
  for (const card of await cards.all()) {
    await card.focus();
    // Reached from the keyboard, as :focus-visible means.
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(card).toBeFocused();
    const ring = await card.evaluate((element) => {
      const style = getComputedStyle(element);
      return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
    });
    expect(ring.style).not.toBe('none');
    expect(ring.width).toBeGreaterThanOrEqual(2);
  }
  await shoot(page, 'dashboard-card-focus-ring');
});

test('fits a 375 px screen in the dark and the light theme, without serious axe violations', async ({
  page,
  signIn,
}) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await loadInTheme(page, 'dark');
  await signIn(page, 'staff@golfo.test');
  await homeLoaded(page);
  await expectNoSidewaysScroll(page);
  await expectAccessibleInBothThemes(page, 'dashboard-home-375');
});

async function homeLoaded(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  await expect(page.getByRole('link', { name: /open shipments$/ })).toHaveCount(3, {
    timeout: patient(15_000),
  });
  await expect(page.getByRole('main').locator('[aria-busy="true"]')).toHaveCount(0);
}

function isDone(shipment: ServerShipment): boolean {
  return [shipment.status, shipment.operationalStatus].some(
    (it) => typeof it === 'string' && DONE.test(it),
  );
}

function reference(shipment: ServerShipment): string {
  return String(shipment.reference || shipment.ref || shipment.shipmentCode || shipment.id);
}

/** Departures and arrivals estimated from today 00:00 to a week later, six hours behind UTC. */
function weekMovementCount(shipments: ServerShipment[], now: Date): number {
  const sixHours = 6 * 3_600_000;
  const wall = new Date(now.getTime() - sixHours);
  const start = Date.UTC(wall.getUTCFullYear(), wall.getUTCMonth(), wall.getUTCDate()) + sixHours;
  const end = start + 7 * 86_400_000;
  return shipments
    .filter(
      (shipment) =>
        !/cancel|cerrad/i.test(`${shipment.status} ${shipment.operationalStatus ?? ''}`),
    )
    .flatMap((shipment) => WEEK_FIELDS[shipment.mode].map((field) => shipment[field]))
    .filter((value) => {
      const time = typeof value === 'string' && value ? Date.parse(value.replace(' ', 'T')) : NaN;
      return time >= start && time < end;
    }).length;
}

/** A session token of a demo account, for REST calls of its own. */
async function restToken(origin: string, email: string): Promise<string> {
  const auth = await fetch(`${origin}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ identity: email, password: 'RumboDemo2026' }),
  });
  return ((await auth.json()) as { token: string }).token;
}

/** Every shipment the user may read, straight from the record server's REST API. */
async function serverShipments(pageUrl: string, email: string): Promise<ServerShipment[]> {
  const origin = new URL(pageUrl).origin;
  const token = await restToken(origin, email);
  const lists = await Promise.all(
    MODES.map(async (mode) => {
      const response = await fetch(
        `${origin}/api/collections/shipments_${mode}/records?perPage=500&skipTotal=1`,
        {
          headers: { Authorization: token },
        },
      );
      const { items } = (await response.json()) as { items: Record<string, unknown>[] };
      return items.map((item) => ({ ...item, mode }) as ServerShipment);
    }),
  );
  return lists.flat();
}
