import type { ProductModule } from '../registry.ts';
import { registerDocumentRoutes } from './document-routes.ts';

/**
 * Documents (issue 36, docs/decisions/068): the papers a shipment produces, written on the
 * server as PDF from the record, in the issuing company's name and the reader's language.
 */
export const documentsModule: ProductModule = {
  name: 'documents',
  register(core, context) {
    return { routes: (app) => registerDocumentRoutes(app, core, context.clock) };
  },
};
