import { CSD_FIELDS } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { ProductModule } from '../registry.ts';
import { registerBillingRoutes } from './billing-routes.ts';
import { mayUpdate } from './caller-access.ts';
import { startBillingServices, type BillingServices } from './billing-services.ts';
import { seedDemoBilling } from './demo-billing.ts';
import { registerInvoiceHooks } from './invoice-hooks.ts';
import { registerPaymentHooks } from './payment-hooks.ts';
import { CancellationSweep, type CancellationSweepResult } from './cancellation-sweep.ts';
import { StampSweep } from './stamp-sweep.ts';

/** What the running server hands its callers (tests) of billing. */
export type BillingHandles = {
  /** One pass of the sweep that sends sealed CFDI again; answers how many it sent. */
  sweep: () => Promise<number>;
  /** One pass of the sweep that asks the SAT about cancellations waiting for the client. */
  checkCancellations: () => Promise<CancellationSweepResult>;
  /** Whether stamps come from the local test PAC. */
  testStamps: boolean;
};

/** Each core's billing services, for the demo seed that runs after the seed module. */
const SERVICES = new WeakMap<Core, BillingServices>();

/**
 * Billing (issue 39, decisions 078–080): invoices from the shipments' charges and payments on the
 * record API, kept by their hooks; CFDI 4.0 sealed with the company's CSD and stamped through the
 * PAC exactly once; the CSD upload, the CFDI's XML and the receivables reports as routes; a
 * sweep that sends again what an instance sealed but could not stamp, and one that asks the SAT
 * about cancellations waiting for the client (decision 081).
 */
export const billingModule: ProductModule = {
  name: 'billing',
  async register(core, context) {
    registerInvoiceHooks(core, context.clock);
    registerPaymentHooks(core);
    registerCompanyCsdFields(core);
    const services = await startBillingServices(core, context.clock, context.billing);
    SERVICES.set(core, services);
    const sweep = new StampSweep(services, context.notificationCheckMs ?? 60_000);
    const cancellations = new CancellationSweep(
      services,
      context.billing?.cancellationCheckMs ?? 15 * 60_000,
    );
    return {
      routes: (app) => registerBillingRoutes(app, services),
      listening: async () => {
        sweep.start();
        cancellations.start();
      },
      stop: async () => {
        await sweep.stop();
        await cancellations.stop();
        await services.close();
      },
      handles: {
        billing: {
          sweep: () => sweep.sweep(),
          checkCancellations: () => cancellations.sweep(),
          testStamps: services.testStamps,
        },
      },
    };
  },
};

/**
 * The demo's billing (issue 39): Golfo's test CSD and fiscal data, its clients', and invoices in
 * every state stamped by the local test PAC. After the seed module, which writes the shipments
 * they bill; only where the demo company is and has no invoice yet.
 */
export const billingDemoModule: ProductModule = {
  name: 'billing demo',
  async register(core, context) {
    const services = SERVICES.get(core);
    if (!context.seed || !services) return;
    await seedDemoBilling(services, context.now ?? new Date());
  },
};

/**
 * The company's CSD fields say what `company_csd` holds (decision 080): only the CSD route writes
 * them. The companies' update rule refuses a change of them to members; a platform admin's or the
 * operator's write leaves them as they are, so the company never shows a certificate other than
 * the one that seals.
 */
function registerCompanyCsdFields(core: Core): void {
  core.hooks.onBeforeUpdate(async ({ collection, ctx, input, current }) => {
    if (collection.name !== 'companies' || !CSD_FIELDS.some((field) => field in input))
      return input;
    // Anyone the update rule refuses is left to it (a 404, as for any change they may not make).
    if (!(await mayUpdate(core, collection, ctx, String(current.id), input))) return input;
    const kept = { ...input };
    for (const field of CSD_FIELDS) delete kept[field];
    return kept;
  });
}
