import pg from 'pg';

// Held by an instance while it prepares a shared database: tables, migrations, demo seed.
const START_LOCK_KEY = 0x52756d73; // "Rums"

/**
 * Waits until no other instance is preparing the database, then holds it until the returned
 * release is called (issue 19). Instances started together on an empty database would otherwise
 * each create the tables, apply the collections and seed the demo data at once. The lock is a
 * session lock on a connection of its own: an instance that dies while holding it releases it
 * with its connection.
 */
export async function holdPostgresStartLock(url: string): Promise<() => Promise<void>> {
  const client = new pg.Client({ connectionString: url, application_name: 'rumbo start' });
  await client.connect();
  try {
    await client.query('SELECT pg_advisory_lock($1)', [START_LOCK_KEY]);
  } catch (error) {
    await client.end().catch(() => undefined);
    throw error;
  }
  let released: Promise<void> | null = null;
  return () =>
    (released ??= client
      .query('SELECT pg_advisory_unlock($1)', [START_LOCK_KEY])
      .then(() => client.end())
      .catch(() => client.end().catch(() => undefined)));
}
