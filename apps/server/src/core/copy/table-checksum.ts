import { createHash } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { quoteIdentifier as q } from '../collections/collection-ddl.ts';
import type { CopiedTable } from './copy-database.ts';

export type TableCheck = { table: string; rows: number; checksum: string };

/**
 * Row count and SHA-256 of a table's rows, each row as its columns sorted by name
 * with values in one form whatever the engine returned (a boolean stored as 1 or true, a number
 * stored as 5 or 5.0), so the same data on two engines gives the same checksum.
 */
export async function tableChecksum(db: Db, table: CopiedTable): Promise<TableCheck> {
  // One digest per row, sorted before they are combined: engines order text differently (a
  // database collation), and the same rows must give the same checksum in any order.
  const digests: string[] = [];
  for (let offset = 0; ; offset += 1000) {
    const batch = await db.all(
      `SELECT * FROM ${q(table.name)} ORDER BY ${q(table.key ?? 'id')} LIMIT 1000 OFFSET ${offset}`,
    );
    for (const row of batch) {
      const columns = Object.keys(row)
        .filter((column) => column !== 'rowid')
        .sort();
      const values = columns.map((column) => canonical(row[column], table.kinds[column]));
      digests.push(
        createHash('sha256')
          .update(JSON.stringify([columns, values]))
          .digest('hex'),
      );
    }
    if (batch.length < 1000) break;
  }
  const checksum = createHash('sha256').update(digests.sort().join('\n')).digest('hex');
  return { table: table.name, rows: digests.length, checksum };
}

function canonical(value: unknown, kind: string | undefined): unknown {
  if (value === null || value === undefined) return null;
  if (kind === 'bool') return Boolean(value);
  if (kind === 'number') return Number(value);
  return value;
}
