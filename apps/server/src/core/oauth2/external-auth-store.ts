import type { Db } from '../db/db.ts';
import { newId } from '../../tools/ids.ts';
import { nowDateTime } from '../../tools/dates.ts';

/** A provider account linked to an auth record (PocketBase's `_externalAuths` model). */
export type ExternalAuth = {
  id: string;
  created: string;
  updated: string;
  collectionId: string;
  recordId: string;
  provider: string;
  providerId: string;
};

const COLUMNS = '"id","created","updated","collectionId","recordId","provider","providerId"';

/** The OAuth2 links of auth records; rows come back in the wire shape of reference §5.2. */
export class ExternalAuthStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  findByProviderId(collectionId: string, provider: string, providerId: string) {
    return this.db.get<ExternalAuth>(
      `SELECT ${COLUMNS} FROM "_externalAuths"
       WHERE "collectionId" = ? AND "provider" = ? AND "providerId" = ?`,
      [collectionId, provider, providerId],
    );
  }

  listByRecord(collectionId: string, recordId: string): Promise<ExternalAuth[]> {
    return this.db.all<ExternalAuth>(
      `SELECT ${COLUMNS} FROM "_externalAuths" WHERE "collectionId" = ? AND "recordId" = ?
       ORDER BY "created", "provider"`,
      [collectionId, recordId],
    );
  }

  async create(
    link: Pick<ExternalAuth, 'collectionId' | 'recordId' | 'provider' | 'providerId'>,
  ): Promise<ExternalAuth> {
    const now = nowDateTime();
    const row: ExternalAuth = { id: newId(), created: now, updated: now, ...link };
    await this.db.run(`INSERT INTO "_externalAuths" (${COLUMNS}) VALUES (?,?,?,?,?,?,?)`, [
      row.id,
      row.created,
      row.updated,
      row.collectionId,
      row.recordId,
      row.provider,
      row.providerId,
    ]);
    return row;
  }

  /** Removes one link; false when the record had none for that provider. */
  async unlink(collectionId: string, recordId: string, provider: string): Promise<boolean> {
    const { changes } = await this.db.run(
      'DELETE FROM "_externalAuths" WHERE "collectionId" = ? AND "recordId" = ? AND "provider" = ?',
      [collectionId, recordId, provider],
    );
    return changes > 0;
  }

  /** Removes every link of a record; returns how many there were. */
  async unlinkAll(collectionId: string, recordId: string): Promise<number> {
    const { changes } = await this.db.run(
      'DELETE FROM "_externalAuths" WHERE "collectionId" = ? AND "recordId" = ?',
      [collectionId, recordId],
    );
    return changes;
  }
}
