import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { POSTGRES_QUERY_FUNCTIONS } from '../src/core/db/dialects/postgres-query.ts';

/** One connection to a schema of its own (dropped on close), with the query functions in it. */
export type PostgresSchema = {
  name: string;
  /** Runs one statement; `?` placeholders as the storage layer writes them. */
  all(sql: string, params: unknown[]): Promise<Record<string, unknown>[]>;
  close(): Promise<void>;
};

// Results as the PostgreSQL engine returns them: COUNT (bigint) and numeric as JS numbers.
const types = {
  getTypeParser: (oid: number, format?: 'text' | 'binary') =>
    oid === 20 || oid === 1700
      ? (value: string) => Number(value)
      : pg.types.getTypeParser(oid, format ?? 'text'),
};

/**
 * Test files run side by side on one cluster: each gets a schema, so their tables never meet,
 * and its own copy of the functions, so no two files replace the same function at once.
 */
export async function openPostgresSchema(url: string): Promise<PostgresSchema> {
  const name = `q_${randomBytes(6).toString('hex')}`;
  const client = new pg.Client({ connectionString: url, types });
  await client.connect();
  await client.query(`CREATE SCHEMA ${name}`);
  await client.query(`SET search_path TO ${name}`);
  for (const statement of POSTGRES_QUERY_FUNCTIONS) await client.query(statement);
  return {
    name,
    all: async (sql, params) => (await client.query(numberPlaceholders(sql), params)).rows,
    close: async () => {
      try {
        await client.query(`DROP SCHEMA ${name} CASCADE`);
      } finally {
        await client.end();
      }
    },
  };
}

/** `?` → `$1…$n`, outside quoted strings and identifiers. */
export function numberPlaceholders(sql: string): string {
  let count = 0;
  return sql.replace(/'(?:[^']|'')*'|"(?:[^"]|"")*"|\?/g, (token) =>
    token === '?' ? `$${++count}` : token,
  );
}
