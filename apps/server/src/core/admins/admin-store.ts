import type { Db } from '../db/db.ts';
import type { AdminValues } from '../records/identity.ts';
import type { ListParams, ListResult } from '../records/list-page.ts';
import { listTable } from '../lists/list-table.ts';
import { tableModel } from '../lists/table-model.ts';
import { newId, randomString } from '../../tools/ids.ts';
import { nowDateTime } from '../../tools/dates.ts';
import type { Passwords } from '../../tools/passwords.ts';
import {
  badRequest,
  fieldError,
  notFound,
  unauthorized,
  validationError,
} from '../../tools/errors.ts';

/** What a create or update may set; `password` is hashed here and always renews the token key. */
export type AdminChanges = { id?: string; email?: string; avatar?: number; password?: string };

// The fields `GET /api/admins` may filter and sort by (reference §5.4).
const ADMINS_TABLE = tableModel('_admins', [{ name: 'email', type: 'text' }]);

/** The server operators (`/api/admins`), kept apart from every collection as in PocketBase v0.22. */
export class AdminStore {
  private readonly db: Db;
  private readonly passwords: Passwords;

  constructor(db: Db, passwords: Passwords) {
    this.db = db;
    this.passwords = passwords;
  }

  findById(id: string): Promise<AdminValues | undefined> {
    return this.db.get<AdminValues>('SELECT * FROM "_admins" WHERE "id" = ?', [id]);
  }

  findByEmail(email: string): Promise<AdminValues | undefined> {
    return this.db.get<AdminValues>(
      `SELECT * FROM "_admins" WHERE ${this.db.dialect.equalsIgnoreCase('"email"')}`,
      [email],
    );
  }

  async count(): Promise<number> {
    const row = await this.db.get<{ n: number }>('SELECT COUNT(*) AS "n" FROM "_admins"');
    return Number(row?.n ?? 0);
  }

  async list(params: ListParams): Promise<ListResult> {
    const result = await listTable(this.db, ADMINS_TABLE, params);
    return { ...result, items: result.items.map((row) => exportAdmin(row as AdminValues)) };
  }

  /**
   * Adds an operator. `onlyIfNone` is the installer case (a guest creating the first operator):
   * the count is re-checked in the insert's transaction, so two racing guests cannot both win.
   */
  async create(
    email: string,
    password: string,
    options: { id?: string; avatar?: number; onlyIfNone?: boolean } = {},
  ): Promise<AdminValues> {
    const now = nowDateTime();
    const admin: AdminValues = {
      id: options.id || newId(),
      email: normalizeEmail(email),
      avatar: options.avatar ?? 0,
      tokenKey: randomString(50),
      passwordHash: await this.passwords.hash(password),
      created: now,
      updated: now,
    };
    await this.db.transaction(async () => {
      if (options.onlyIfNone && (await this.count()) > 0)
        throw unauthorized('The request requires valid admin authorization token to be set.');
      await this.insert(admin);
    });
    return admin;
  }

  /**
   * Applies the changes as an atomic read–modify–write: the password is hashed first (the slow
   * part), then the row is read again inside the transaction and only the columns the request
   * sets are written, so a concurrent change of another column is kept (docs/decisions/028).
   */
  async update(admin: AdminValues, changes: AdminChanges): Promise<AdminValues> {
    const set: Partial<AdminValues> = { updated: nowDateTime() };
    if (changes.email !== undefined) set.email = normalizeEmail(changes.email);
    if (changes.avatar !== undefined) set.avatar = changes.avatar;
    if (changes.password) {
      set.passwordHash = await this.passwords.hash(changes.password);
      // A new key voids every token issued so far (reference §5.4).
      set.tokenKey = randomString(50);
    }
    return this.db.transaction(async () => {
      const current = await this.findById(admin.id);
      if (!current) throw notFound();
      const columns = Object.keys(set) as (keyof AdminValues)[];
      const assignments = columns.map((column) => `"${column}"=?`).join(',');
      await this.guardUniqueEmail(() =>
        this.db.run(`UPDATE "_admins" SET ${assignments} WHERE "id"=?`, [
          ...columns.map((column) => set[column]),
          admin.id,
        ]),
      );
      return { ...current, ...set };
    });
  }

  /** Deletes an operator, refusing to remove the last one (the server would be unmanageable). */
  async delete(id: string): Promise<void> {
    await this.db.transaction(async () => {
      if ((await this.count()) <= 1) throw badRequest('Failed to delete admin.');
      await this.db.run('DELETE FROM "_admins" WHERE "id" = ?', [id]);
    });
  }

  private async insert(admin: AdminValues): Promise<void> {
    await this.guardUniqueEmail(() =>
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
      ),
    );
  }

  /** A concurrent request took the email between validation and write: the validation answer. */
  private async guardUniqueEmail(write: () => Promise<unknown>): Promise<void> {
    try {
      await write();
    } catch (error) {
      if (!this.db.dialect.uniqueViolation(error)?.includes('email')) throw error;
      throw validationError({
        email: fieldError('validation_admin_email_exists', 'Admin email already exists.'),
      });
    }
  }
}

function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
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
