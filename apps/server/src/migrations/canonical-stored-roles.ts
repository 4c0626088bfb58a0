import { normalizeRole } from '@rumbo/domain';
import type { Db } from '../core/db/db.ts';

type RoleRow = { id: string; role: string };

/**
 * Users stored before roles were normalised on write (docs/decisions/038), or written straight
 * into the database, get their role in SPEC §6's canonical form once at start, so the rules
 * (which compare exactly) grant them what the screens show. Rows already canonical are untouched.
 */
export async function canonicalStoredRoles(db: Db): Promise<void> {
  const rows = await db.all<RoleRow>(
    `SELECT "id", "role" FROM "users" WHERE "role" != '' AND "role" IS NOT NULL`,
  );
  for (const row of rows) {
    const role = normalizeRole(row.role);
    if (role !== row.role)
      await db.run('UPDATE "users" SET "role" = ? WHERE "id" = ?', [role, row.id]);
  }
}
