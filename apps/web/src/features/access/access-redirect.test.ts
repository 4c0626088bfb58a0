import { describe, expect, it } from 'vitest';
import { accessRedirect } from './access-redirect.ts';

const STATUS = '/dashboard/membership-status';

describe('accessRedirect (SPEC §4 membership gating)', () => {
  it.each([
    // without access: every gated path leads to the status page
    ['/dashboard', false, STATUS],
    ['/dashboard/', false, STATUS],
    ['/dashboard/partners', false, STATUS],
    ['/dashboard/shipments/ocean', false, STATUS],
    ['/dashboard/notifications', false, STATUS],
    ['/dashboard/company', false, STATUS],
    ['/tracking-demo', false, STATUS],
    ['/tracking-demo/results', false, STATUS],
    // … except the status page itself
    [STATUS, false, null],
    [`${STATUS}/`, false, null],
    // paths outside the gated app are none of the gate's business
    ['/', false, null],
    ['/login', false, null],
    ['/dashboards', false, null],
    ['/tracking-demos', false, null],
    // with access: the status page leads back to the dashboard, the rest stays
    [STATUS, true, '/dashboard'],
    [`${STATUS}/`, true, '/dashboard'],
    ['/dashboard', true, null],
    ['/dashboard/partners', true, null],
    ['/tracking-demo/results', true, null],
  ])('%s with access %s → %s', (pathname, hasAccess, expected) => {
    expect(accessRedirect({ pathname, hasAccess })).toBe(expected);
  });
});
