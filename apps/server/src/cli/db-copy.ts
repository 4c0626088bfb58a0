import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { openDatabases } from '../core/db/open-database.ts';
import { copyDatabase } from '../core/copy/copy-database.ts';

// Usage: npm run db:copy -- --from <DATA_DIR> --to postgres://user@host:5432/rumbo
// Copies the embedded SQLite database of a data directory into a new, empty PostgreSQL database,
// then checks every table on both sides (README "Running on PostgreSQL").
const { values } = parseArgs({
  options: { from: { type: 'string' }, to: { type: 'string' } },
  strict: true,
});
if (!values.from || !values.to || !/^postgres(ql)?:\/\//.test(values.to)) {
  console.error('Usage: npm run db:copy -- --from <DATA_DIR> --to postgres://…');
  process.exit(2);
}
const dataDir = path.resolve(process.env.INIT_CWD ?? process.cwd(), values.from);
if (!existsSync(path.join(dataDir, 'data.db'))) {
  console.error(`No database in ${dataDir} (data.db is missing).`);
  process.exit(2);
}
const source = await openDatabases({ dataDir });
const target = await openDatabases({ dataDir, databaseUrl: values.to });
let failed = false;
try {
  const started = performance.now();
  const report = await copyDatabase(source.db, target.db);
  for (const check of report.tables) {
    const mark = check.matches ? 'ok' : 'DIFFERS';
    console.log(
      `${mark.padEnd(7)} ${check.table.padEnd(24)} ${String(check.rows).padStart(8)} rows`,
    );
    failed ||= !check.matches;
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    failed
      ? 'The copy does not match the source: do not use it.'
      : `Copied and checked ${report.tables.length} tables in ${seconds} s. Stored files stay in ${path.join(dataDir, 'storage')} (or S3): start the server with the same DATA_DIR.`,
  );
} catch (error) {
  console.error((error as Error).message);
  failed = true;
} finally {
  await source.close();
  await target.close();
}
process.exit(failed ? 1 : 0);
