import type { FastifyInstance } from 'fastify';
import type { Core } from '../../core/create-core.ts';
import { registerFigureRoutes } from './figure-routes.ts';
import { Figures } from './figures.ts';
import { registerQuoteFigureRoute } from './quote-figures.ts';

/**
 * The product's figures on a core: shipment writes made here mark their entries for reading
 * again, a restored backup forgets everything. Gives the routes to register on the app, and
 * `warm` to read every company's shipments in the background once the server listens.
 */
export function registerFigures(core: Core): {
  routes: (app: FastifyInstance) => void;
  warm: () => void;
} {
  const figures = new Figures(core);
  core.hooks.onChange(({ collection, record }) => figures.noteChange(collection.name, record));
  core.backups.onRestored(async () => figures.clear());
  return {
    routes: (app) => {
      registerFigureRoutes(app, figures);
      registerQuoteFigureRoute(app, core);
    },
    warm: () => {
      figures
        .warm()
        .catch((error: unknown) => console.warn('Could not read the figures ahead.', error));
    },
  };
}
