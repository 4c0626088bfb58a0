import {
  FIGURE_PATHS,
  homeEntry,
  homeFigures,
  homeWeek,
  type FigurePage,
  type HomeFigures,
  type HomeMovement,
} from '@rumbo/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { pb } from '#lib/pocketbase.ts';
import { FIGURES_KEY, type FiguresScope } from './figures-keys.ts';
import { readFigures, type Figures } from './read-figures.ts';

// Overdue milestones change priority as time passes: the figures are read again each minute.
const HOME_REFRESH_MS = 60_000;
export const WEEK_PAGE_SIZE = 200;

/** The dashboard home's figures, computed by the server (or here, offline and in demo). */
export function homeQuery({ key, scope }: FiguresScope) {
  return queryOptions({
    queryKey: [FIGURES_KEY, 'home', key] as const,
    queryFn: ({ signal }): Promise<Figures<HomeFigures>> =>
      readFigures({
        scope,
        remote: () => pb.send<HomeFigures>(FIGURE_PATHS.home, { signal, requestKey: null }),
        local: (shipments) => homeFigures(shipments.map(homeEntry), new Date()),
      }),
    staleTime: HOME_REFRESH_MS,
    refetchInterval: HOME_REFRESH_MS,
  });
}

/** The week's departures and arrivals, a page at a time (the home shows the first ones). */
export function homeWeekQuery({ key, scope }: FiguresScope) {
  return infiniteQueryOptions({
    queryKey: [FIGURES_KEY, 'home-week', key] as const,
    queryFn: ({ pageParam: page, signal }) =>
      readFigures<FigurePage<HomeMovement>>({
        scope,
        remote: () =>
          pb.send(FIGURE_PATHS.homeWeek, {
            query: { page, perPage: WEEK_PAGE_SIZE },
            signal,
            requestKey: null,
          }),
        local: (shipments) => {
          const asOf = new Date();
          const week = homeWeek(shipments.map(homeEntry), asOf);
          const items = week.slice((page - 1) * WEEK_PAGE_SIZE, page * WEEK_PAGE_SIZE);
          const totalPages = Math.ceil(week.length / WEEK_PAGE_SIZE);
          return { page, perPage: WEEK_PAGE_SIZE, totalItems: week.length, totalPages, asOf: asOf.toISOString(), items };
        },
      }),
    initialPageParam: 1,
    getNextPageParam: ({ value }: Figures<FigurePage<HomeMovement>>) =>
      value.page < value.totalPages ? value.page + 1 : undefined,
    staleTime: HOME_REFRESH_MS,
  });
}
