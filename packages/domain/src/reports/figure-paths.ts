/**
 * The record server's figures routes (decision 049), asked with the SDK's `pb.send(path,
 * { query })`: the reports page's figures and the shipments behind one of them a page at a
 * time, the dashboard home's figures and the week's movements a page at a time.
 */
export const FIGURE_PATHS = {
  report: '/api/rumbo/reports',
  reportShipments: '/api/rumbo/reports/shipments',
  /** The quotes section of the reports page (issue 38): `quoteReport` over the caller's quotes. */
  reportQuotes: '/api/rumbo/reports/quotes',
  home: '/api/rumbo/home',
  homeWeek: '/api/rumbo/home/week',
} as const;

/** A page of a figures list, in the shape of PocketBase's lists, with the figures' time. */
export type FigurePage<T> = {
  page: number;
  perPage: number;
  totalItems: number;
  totalPages: number;
  /** ISO time the figures are as of. */
  asOf: string;
  items: T[];
};
