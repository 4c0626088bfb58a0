import type { HomeFigures } from '@rumbo/domain';
import { useQuery } from '@tanstack/react-query';
import { figuresScope, type FiguresScope } from '#data/figures/figures-keys.ts';
import { homeQuery } from '#data/figures/home-queries.ts';
import type { FiguresSource } from '#data/figures/read-figures.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { useNow } from '#ui/use-now.ts';

const MINUTE_MS = 60_000;

export type HomeSummaryState = {
  /** Undefined until the first answer. */
  figures: HomeFigures | undefined;
  source: FiguresSource | undefined;
  scope: FiguresScope;
  isLoading: boolean;
  /** The figures could not be read and there is nothing to show. */
  isError: boolean;
  now: Date;
};

/**
 * The home page's figures, computed by the server over every shipment the user may see (the
 * browser's copy offline), read again each minute and whenever a shipment changes.
 */
export function useHomeSummary(): HomeSummaryState {
  const { user } = useAuthSession();
  const scope = figuresScope(user);
  const query = useQuery({ ...homeQuery(scope), enabled: user !== null });
  const now = useNow(MINUTE_MS);
  return {
    figures: query.data?.value,
    source: query.data?.source,
    scope,
    isLoading: query.isPending,
    isError: query.isError && query.data === undefined,
    now,
  };
}
