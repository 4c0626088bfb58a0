import type { UserUpdateInput } from '@rumbo/domain';
import { saveCompany } from '../companies/save-company.ts';
import { repository } from '../repository/repository.ts';
import type { StoredRecord, VersionedSave } from '../repository/repository-types.ts';
import { updateCompanyUser } from '../users/user-writes.ts';
import type { HistoryCollection } from './record-history-query.ts';

/**
 * Saves an undo the way the collection's own form saves (a versioned save over `versioned.base`):
 * a company through its save (logo URL cut, retried by legacy id), a user straight to the server
 * as every user write, the rest through the data layer's repository. A shipment is written by id
 * with no resync: the record was just read from the server under that id.
 */
export async function saveUndo(
  collection: HistoryCollection,
  id: string,
  body: Record<string, unknown>,
  versioned: VersionedSave,
): Promise<StoredRecord> {
  if (collection === 'companies')
    return (await saveCompany({ id, body, versioned })) as unknown as StoredRecord;
  if (collection === 'users')
    return (await updateCompanyUser(
      id,
      body as UserUpdateInput,
      versioned,
    )) as unknown as StoredRecord;
  return repository<StoredRecord>(collection).update(id, body, versioned);
}
