import type { Core } from '../../core/create-core.ts';
import { fieldError, validationError } from '../../tools/errors.ts';

/**
 * An exchange rate is pesos per US dollar, more than nothing and less than a thousand (a typo of
 * a misplaced point is refused at the field rather than pricing a quote a hundred times over).
 */
export function registerExchangeRateHooks(core: Core): void {
  const check = (input: Record<string, unknown>) => {
    if (!('mxnPerUsd' in input)) return input;
    const rate = Number(input.mxnPerUsd);
    if (!(rate > 0 && rate < 1000))
      throw validationError({
        mxnPerUsd: fieldError(
          'validation_exchange_rate',
          'Must be the pesos one US dollar buys, more than 0 and less than 1000.',
        ),
      });
    return { ...input, source: input.source || 'manual' };
  };
  core.hooks.onBeforeCreate(({ collection, input }) =>
    collection.name === 'exchange_rates' ? check({ ...input, mxnPerUsd: input.mxnPerUsd }) : input,
  );
  core.hooks.onBeforeUpdate(({ collection, input }) =>
    collection.name === 'exchange_rates' ? check(input) : input,
  );
}
