import type { ProductModule } from '../registry.ts';
import { seedDemoData } from './seed-demo.ts';
import { seedLargeCompany } from './seed-large-company.ts';

/** The demo data (DESIGN §3) in an empty database, and the large demo company when asked. */
export const seedModule: ProductModule = {
  name: 'seed',
  register: async (core, { seed, seedShipments, now }) => {
    if (seed) await seedDemoData(core, now ?? new Date());
    if (seed && seedShipments) await seedLargeCompany(core, now ?? new Date(), seedShipments);
  },
};
