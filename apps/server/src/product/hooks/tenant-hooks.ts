import type { RecordHooks } from '../../core/records/record-hooks.ts';

/**
 * Creating a company-owned record stamps the caller's company when the client leaves it out
 * (DESIGN §3). The collection's createRule still decides: a user who names another company is
 * refused by `company = @request.auth.company`, so stamping can only ever fill in the caller's own.
 */
export function registerTenantHooks(hooks: RecordHooks): void {
  hooks.onBeforeCreate(({ collection, ctx, input }) => {
    if (ctx.identity.kind !== 'record') return input;
    const hasCompanyField = collection.schema.some(
      (f) => f.name === 'company' && f.type === 'relation',
    );
    const company = ctx.identity.record.company;
    const omitted = input.company === undefined || input.company === null || input.company === '';
    if (!hasCompanyField || !omitted || typeof company !== 'string' || company === '') return input;
    return { ...input, company };
  });
}
