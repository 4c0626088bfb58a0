import type { Db, SqlParams } from '../apps/server/src/core/db/db.ts';

export type CapturedQuery = { sql: string; params: SqlParams };

/**
 * The SELECTs the server runs while `action` is in flight, captured by wrapping the Db's read
 * methods for that time only, so the plan shown is the one of the exact SQL and bindings served.
 */
export async function captureQueries(
  db: Db,
  action: () => Promise<unknown>,
): Promise<CapturedQuery[]> {
  const captured: CapturedQuery[] = [];
  // Bound: the methods read the database's own state through `this`.
  const all = db.all.bind(db);
  const get = db.get.bind(db);
  db.all = (sql, params) => {
    captured.push({ sql, params: params ?? [] });
    return all(sql, params);
  };
  db.get = (sql, params) => {
    captured.push({ sql, params: params ?? [] });
    return get(sql, params);
  };
  try {
    await action();
  } finally {
    // The wrappers were own properties over the prototype's methods: removing them restores those.
    delete (db as Partial<Db>).all;
    delete (db as Partial<Db>).get;
  }
  return captured;
}

/** The engine's plan as lines: SQLite's `EXPLAIN QUERY PLAN` indented, PostgreSQL's `EXPLAIN`. */
export async function explainPlan(
  db: Db,
  engine: 'sqlite' | 'postgres',
  query: CapturedQuery,
): Promise<string[]> {
  if (engine === 'postgres') {
    const lines = await db.all<{ 'QUERY PLAN': string }>(`EXPLAIN ${query.sql}`, query.params);
    return lines.map((line) => `  ${line['QUERY PLAN']}`);
  }
  const rows = await db.all<{ id: number; parent: number; detail: string }>(
    `EXPLAIN QUERY PLAN ${query.sql}`,
    query.params,
  );
  const depth = new Map<number, number>([[0, 0]]);
  return rows.map((row) => {
    const level = (depth.get(row.parent) ?? 0) + 1;
    depth.set(row.id, level);
    return `${'  '.repeat(level)}${row.detail}`;
  });
}

/** Whether a plan reads the table through one of the `company` indexes. */
export function usesCompanyIndex(plan: string[]): boolean {
  return plan.some((line) =>
    /USING (COVERING )?INDEX idx_shipments_ocean_company|Index.* (using|on) "?idx_shipments_ocean_company/i.test(
      line,
    ),
  );
}

/**
 * Runs `request`, then prints the SQL, bindings and plan of the first captured query on
 * `shipments_ocean` that `pick` accepts.
 */
export async function printPlan(
  db: Db,
  engine: 'sqlite' | 'postgres',
  label: string,
  request: () => Promise<unknown>,
  pick: (sql: string) => boolean = () => true,
): Promise<void> {
  const queries = await captureQueries(db, request);
  const query = queries.find((q) => q.sql.includes('FROM "shipments_ocean"') && pick(q.sql));
  if (!query) return void console.log(`\n${label}: no query on shipments_ocean captured`);
  const plan = await explainPlan(db, engine, query);
  console.log(`\n${label}\n  SQL: ${query.sql}\n  params: ${JSON.stringify(query.params)}`);
  console.log(`  plan (${usesCompanyIndex(plan) ? 'uses' : 'does NOT use'} a company index):`);
  for (const line of plan) console.log(line);
}
