import type { RecordHooks } from '../records/record-hooks.ts';
import type { ExternalAuthStore } from './external-auth-store.ts';

/** A deleted auth record takes its OAuth2 links with it, so a provider account can link anew. */
export function registerExternalAuthCleanup(
  hooks: RecordHooks,
  externalAuths: ExternalAuthStore,
): void {
  hooks.onChange(async ({ action, collection, record }) => {
    if (action === 'delete' && collection.type === 'auth')
      await externalAuths.unlinkAll(collection.id, String(record.id));
  });
}
