import type { TariffsRecord } from '@rumbo/domain';
import type { VersionedSave } from '#data/repository/repository-types.ts';
import { repository } from '#data/repository/repository.ts';
import { syncStatusStore } from '#data/sync/sync-status-store.ts';

type TariffFields = Partial<TariffsRecord>;

export type TariffSaveOutcome = {
  tariff: TariffsRecord;
  /** The server was away: the change waits in this browser (Pending sync). */
  isLocal: boolean;
};

const tariffs = () => repository<TariffsRecord>('tariffs');

/**
 * Creates a line (with an id made here, so it keeps it if it has to wait offline), stamping who
 * created it; the company is the chosen one for a platform admin, else the server stamps the
 * caller's. Errors the server gives (400, 403) are thrown as they are.
 */
export async function createTariff(input: {
  id: string;
  fields: TariffFields;
  companyId: string;
  userId: string;
}): Promise<TariffSaveOutcome> {
  const tariff = await tariffs().create({
    ...input.fields,
    id: input.id,
    company: input.companyId,
    createdBy: input.userId,
    updatedBy: input.userId,
  });
  return { tariff, isLocal: isOffline() };
}

/** Updates a line; the company is never sent: records do not move between companies. */
export async function updateTariff(input: {
  id: string;
  fields: TariffFields;
  userId: string;
  /** The line as the form opened it (docs/decisions/033); none for bulk changes. */
  versioned?: VersionedSave;
}): Promise<TariffSaveOutcome> {
  const { company: _company, createdBy: _createdBy, ...fields } = input.fields;
  const body = { ...fields, updatedBy: input.userId };
  const tariff = await tariffs().update(input.id, body, input.versioned);
  return { tariff, isLocal: isOffline() };
}

function isOffline(): boolean {
  return !syncStatusStore.getSnapshot().isOnline;
}
