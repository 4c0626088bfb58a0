import { FIGURE_PATHS } from '@rumbo/domain';
import type { FastifyInstance } from 'fastify';
import type { Figures } from './figures.ts';

/** The figures routes (decision 049): GET only, answers in JSON, errors in PocketBase's shape. */
export function registerFigureRoutes(app: FastifyInstance, figures: Figures): void {
  app.get(FIGURE_PATHS.report, (request) => figures.report(request.ctx, request.ctx.query));
  app.get(FIGURE_PATHS.reportShipments, (request) =>
    figures.reportShipments(request.ctx, request.ctx.query),
  );
  app.get(FIGURE_PATHS.home, (request) => figures.home(request.ctx, request.ctx.query));
  app.get(FIGURE_PATHS.homeWeek, (request) => figures.homeWeek(request.ctx, request.ctx.query));
}
