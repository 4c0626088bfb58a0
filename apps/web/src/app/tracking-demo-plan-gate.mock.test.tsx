import { DEMO_IDS } from '@rumbo/domain';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { Access } from '#features/access/access.ts';
import { testAccess } from '#test/access.ts';
import { renderRouteAs } from '#test/render-route-as.tsx';

const access = vi.hoisted(() => ({ current: null as Access | null }));
vi.mock('#features/access/use-access.ts', () => ({ useAccess: () => access.current }));

/** The app's own route table at `path`, for Plata's staff (a silver company in the demo). */
function renderAt(path: string) {
  renderRouteAs(path, {
    id: 'staffplata00001',
    email: 'staff@plata.test',
    company: DEMO_IDS.plata,
  });
}

describe('the tracking demo on the silver plan (SPEC §2: no Site Demo, as no Tariffs)', () => {
  it.each(['/tracking-demo', '/tracking-demo/results?q=OCN20260001'])(
    'refuses %s typed by hand, saying why',
    async (path) => {
      access.current = testAccess({
        plan: 'silver',
        planBadge: 'silver',
        canSeeTariffs: false,
      });
      renderAt(path);
      const heading = await screen.findByRole('heading', { name: 'Site Demo is not available' });
      expect(heading).toBeVisible();
      expect(
        screen.getByText('The tracking demo is not included in the Silver plan.'),
      ).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Track your shipment' })).toBeNull();
    },
  );

  it('opens for a gold plan', async () => {
    access.current = testAccess();
    renderAt('/tracking-demo');
    expect(await screen.findByRole('heading', { name: 'Track your shipment' })).toBeVisible();
  });

  it('opens for a platform admin whatever the plan', async () => {
    access.current = testAccess({ isAdmin: true, canSeeTariffs: false, plan: null });
    renderAt('/tracking-demo');
    expect(await screen.findByRole('heading', { name: 'Track your shipment' })).toBeVisible();
  });
});
