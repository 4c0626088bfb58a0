import { isPlatformAdmin } from '@rumbo/domain';
import type { QueryClient } from '@tanstack/react-query';
import type { AuthUser } from '#lib/auth-session.ts';
import type { RepositoryScope } from '../repository/repository-types.ts';

/** Every figures query starts with this key; a shipment change marks them all stale. */
export const FIGURES_KEY = 'figures';

/** Whose figures: a user's company, or every company for a platform admin. */
export type FiguresScope = { key: string; scope: RepositoryScope | undefined };

export function figuresScope(user: AuthUser | null): FiguresScope {
  const company = isPlatformAdmin(user) ? '' : (user?.company ?? '');
  return company ? { key: company, scope: { company } } : { key: 'all', scope: undefined };
}

// Colleagues save in bursts (an import, a form saved field by field): one refresh per burst.
const REFRESH_DELAY_MS = 1500;
let refreshTimer: ReturnType<typeof setTimeout> | null = null;

/** A shipment changed (realtime, or the link came back): the figures on screen are read again. */
export function noteShipmentsChanged(queryClient: QueryClient): void {
  if (refreshTimer) return;
  refreshTimer = setTimeout(() => {
    refreshTimer = null;
    void queryClient.invalidateQueries({ queryKey: [FIGURES_KEY] });
  }, REFRESH_DELAY_MS);
}
