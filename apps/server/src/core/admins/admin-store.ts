import type { Db } from '../db/db.ts';
import type { AdminValues } from '../records/identity.ts';
import { newId, randomString } from '../../tools/ids.ts';
import { nowDateTime } from '../../tools/dates.ts';
import { hashPassword } from '../../tools/passwords.ts';

/** The server operators (`/api/admins`), kept apart from every collection as in PocketBase v0.22. */
export class AdminStore {
  private readonly db: Db;

  constructor(db: Db) {
    this.db = db;
  }

  findById(id: string): AdminValues | undefined {
    return this.db.get<AdminValues>('SELECT * FROM "_admins" WHERE "id" = ?', [id]);
  }

  findByEmail(email: string): AdminValues | undefined {
    return this.db.get<AdminValues>('SELECT * FROM "_admins" WHERE "email" = ? COLLATE NOCASE', [
      email,
    ]);
  }

  count(): number {
    return this.db.get<{ n: number }>('SELECT COUNT(*) AS n FROM "_admins"')?.n ?? 0;
  }

  async create(email: string, password: string): Promise<AdminValues> {
    const now = nowDateTime();
    const admin: AdminValues = {
      id: newId(),
      email: email.trim().toLowerCase(),
      avatar: 0,
      tokenKey: randomString(50),
      passwordHash: await hashPassword(password),
      created: now,
      updated: now,
    };
    this.db.run(
      'INSERT INTO "_admins" ("id","email","avatar","tokenKey","passwordHash","created","updated") VALUES (?,?,?,?,?,?,?)',
      [
        admin.id,
        admin.email,
        admin.avatar,
        admin.tokenKey,
        admin.passwordHash,
        admin.created,
        admin.updated,
      ],
    );
    return admin;
  }
}

/** The public JSON of an operator: no `collectionId` (the SDK relies on its absence, §3.3). */
export function exportAdmin(admin: AdminValues): Record<string, unknown> {
  return {
    id: admin.id,
    created: admin.created,
    updated: admin.updated,
    avatar: admin.avatar,
    email: admin.email,
  };
}
