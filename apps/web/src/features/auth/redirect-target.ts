import type { Location } from 'react-router';
import { paths } from '#lib/paths.ts';

/** Router state the guard leaves for /login: where the user was going. */
export type RedirectState = { from?: Pick<Location, 'pathname' | 'search' | 'hash'> };

/** Where to go after signing in: the page the user was sent from, else the dashboard. */
export function redirectTarget(state: unknown): string {
  const from = (state as RedirectState | null)?.from;
  if (!from || typeof from.pathname !== 'string') return paths.dashboard.home;
  // Only paths inside the app; never back to the login page itself.
  if (!from.pathname.startsWith('/') || from.pathname.startsWith('//')) return paths.dashboard.home;
  if (from.pathname === paths.login) return paths.dashboard.home;
  return `${from.pathname}${from.search ?? ''}${from.hash ?? ''}`;
}
