import { getRecord, listRecords } from './repository-reads.ts';
import type { ListResult, Repository, RepositoryCollection } from './repository-types.ts';
import { createRecord, removeRecord, updateRecord } from './repository-writes.ts';

type Body = Record<string, unknown>;

/**
 * One collection through the remote+local data layer (DESIGN §1; contract in
 * repository-types.ts). Stateless: call it wherever a collection is needed.
 *
 * @example const { items } = await repository<PartnersRecord>('partners').list({ scope: { company }, sort: 'displayName' });
 */
export function repository<T extends { id: string }>(
  collection: RepositoryCollection,
): Repository<T> {
  // Records are kept and returned exactly as the server sent them; T is the caller's view of them.
  return {
    list: async (options) => (await listRecords(collection, options)) as unknown as ListResult<T>,
    get: async (id, options) => (await getRecord(collection, id, options)) as unknown as T | null,
    create: async (data) => (await createRecord(collection, data as Body)) as unknown as T,
    update: async (id, data, versioned) =>
      (await updateRecord(collection, id, data as Body, versioned)) as unknown as T,
    remove: (id) => removeRecord(collection, id),
  };
}
