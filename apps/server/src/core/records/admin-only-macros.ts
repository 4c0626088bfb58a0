import { forbidden } from '../../tools/errors.ts';
import type { RequestContext } from './identity.ts';

/** Non-admins may not reach other collections or the request through `filter`/`sort` (§2.3). */
export function guardAdminOnlyMacros(ctx: RequestContext, inputs: (string | undefined)[]): void {
  if (ctx.identity.kind === 'admin') return;
  for (const input of inputs) {
    if (input?.includes('@collection.')) throw forbidden('Only admins can filter by @collection.');
    if (input?.includes('@request.')) throw forbidden('Only admins can filter by @request.');
  }
}
