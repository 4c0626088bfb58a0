import { COLLECTION_IDS } from '@rumbo/domain';
import type { ProductModule } from '../registry.ts';
import { DailyDigest } from './daily-digest.ts';
import { OutboxSender } from './outbox-sender.ts';
import { enqueueShipmentMessages, isShipmentCollection } from './shipment-messages.ts';
import { registerUnsubscribeRoutes } from './unsubscribe-routes.ts';
import { registerResendRoute } from './resend-route.ts';

/**
 * Messages to customers (issue 37, docs/decisions/073): written into the outbox by the write
 * that causes them, in its transaction, and sent by every instance's sender, each once.
 */
export const messagesModule: ProductModule = {
  name: 'messages',
  register(core, context) {
    const sender = new OutboxSender(core, { clock: context.clock, claimMs: context.outboxClaimMs });
    const digest =
      context.dailyDigest !== true
        ? null
        : new DailyDigest(core, {
            clock: context.clock,
            maxWaitMs: context.notificationCheckMs ?? 60_000,
          });
    core.hooks.onUpdateWritten((event) =>
      isShipmentCollection(event.collection)
        ? enqueueShipmentMessages(core, event, context.clock())
        : [],
    );
    // Committed: the sender looks at once instead of at its next round.
    core.hooks.onChange(({ action, collection }) => {
      if (action === 'create' && collection.id === COLLECTION_IDS.messages) sender.poke();
    });
    return {
      routes: (app) => {
        registerUnsubscribeRoutes(app, core);
        registerResendRoute(app, core, context.clock, () => sender.poke());
      },
      listening: async () => {
        sender.start();
        digest?.start();
      },
      stop: async () => {
        await digest?.stop();
        await sender.stop();
      },
    };
  },
};
