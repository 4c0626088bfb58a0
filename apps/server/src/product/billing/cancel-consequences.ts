import type { Core } from '../../core/create-core.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { applicationsOf, unapplyPayment } from './payment-applications.ts';
import { collectionNamed, writeServerFields, type Changes } from './server-writes.ts';

/**
 * What a cancellation changes besides its record, written in the transaction that marks it
 * cancelled, whether the SAT cancelled at once or the server learned it later (decision 081):
 * a payment's amounts go back to its invoices; an invoice cancelled with reason 01 is named by
 * its replacement (`replaces`), and names it (`replacedBy`). Answers the record's own fields.
 */
export async function cancelConsequences(
  core: Core,
  ctx: RequestContext | undefined,
  owner: 'invoices' | 'payments',
  current: RecordValues,
  changes: Changes,
  replacementId: string | undefined,
): Promise<Record<string, unknown>> {
  if (owner === 'payments') {
    await unapplyPayment(core, ctx, applicationsOf(current.applications), changes);
    return {};
  }
  if (!replacementId) return {};
  const invoices = collectionNamed(core, 'invoices');
  await writeServerFields(core, invoices, replacementId, ctx, changes, (replacement) =>
    replacement.replaces ? null : { replaces: String(current.id) },
  );
  return { replacedBy: replacementId };
}
