import type { ProductModule } from '../registry.ts';
import { registerExchangeRateHooks } from './exchange-rate-hooks.ts';
import { registerMarginRuleHooks } from './margin-rule-hooks.ts';
import { QuoteExpiry } from './quote-expiry.ts';
import { registerQuoteHooks } from './quote-hooks.ts';

/**
 * Quotes (issue 38, docs/decisions/075): numbered, checked and totalled by the server on every
 * write through the record API, kept along their life and versions, expired on a timer; and the
 * company's exchange-rate table they convert with.
 */
export const quotesModule: ProductModule = {
  name: 'quotes',
  register(core, context) {
    registerQuoteHooks(core, context.clock);
    registerExchangeRateHooks(core);
    registerMarginRuleHooks(core);
    const expiry = new QuoteExpiry(core, {
      clock: context.clock,
      everyMs: context.notificationCheckMs ?? 60_000,
    });
    return {
      listening: async () => expiry.start(),
      stop: () => expiry.stop(),
    };
  },
};
