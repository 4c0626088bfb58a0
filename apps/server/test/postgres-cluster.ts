import { execFileSync } from 'node:child_process';
import { chownSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';

export type PostgresCluster = { url: string; stop(): Promise<void> };

const BIN = '/usr/lib/postgresql/15/bin';
const OS_USER = 'postgres';
const DATABASE = 'rumbo_test';

/**
 * Settings that make a throwaway cluster fast: nothing it writes has to survive a crash, and
 * no query is worth compiling (JIT takes longer than the short queries of the record server).
 */
const FAST_SETTINGS = [
  'fsync=off',
  'synchronous_commit=off',
  'full_page_writes=off',
  'jit=off',
  'listen_addresses=127.0.0.1',
];

/**
 * Starts a throwaway PostgreSQL 15 cluster on a free loopback port, in a fresh folder owned by
 * the `postgres` OS user (the server refuses to run as root), with one empty database. `stop()`
 * shuts it down at once and removes the folder; a process exit stops it too, so no cluster is
 * left running when a test run ends early.
 */
export async function startPostgresCluster(): Promise<PostgresCluster> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-postgres-'));
  const port = await freePort();
  let isStopped = false;
  const stopNow = () => {
    if (isStopped) return;
    isStopped = true;
    try {
      asPostgres('pg_ctl', ['-D', dataDir, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // Not running (start failed): only the folder is left to remove.
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('exit', stopNow);
  try {
    if (userInfo().uid === 0) chownSync(dataDir, ...postgresIds());
    asPostgres('initdb', [
      ...['-D', dataDir, '-A', 'trust', '-U', OS_USER, '--no-sync'],
      ...['-E', 'UTF8', '--locale=C.UTF-8'],
    ]);
    const options = [`-p ${port}`, `-k ${dataDir}`, ...FAST_SETTINGS.map((s) => `-c ${s}`)];
    asPostgres('pg_ctl', [
      ...['-D', dataDir, '-w', '-l', path.join(dataDir, 'server.log')],
      ...['-o', options.join(' '), 'start'],
    ]);
    await createDatabase(`postgres://${OS_USER}@127.0.0.1:${port}/postgres`);
  } catch (error) {
    stopNow();
    throw error;
  }
  return {
    url: `postgres://${OS_USER}@127.0.0.1:${port}/${DATABASE}`,
    stop: async () => {
      process.removeListener('exit', stopNow);
      stopNow();
    },
  };
}

/** Runs a cluster binary as the `postgres` OS user (directly when that is who we already are). */
function asPostgres(program: string, args: string[]): void {
  const binary = path.join(BIN, program);
  const [command, commandArgs] =
    userInfo().uid === 0 ? ['runuser', ['-u', OS_USER, '--', binary, ...args]] : [binary, args];
  execFileSync(command, commandArgs, { stdio: 'pipe' });
}

function postgresIds(): [number, number] {
  const ids = (flag: string) => Number(execFileSync('id', [flag, OS_USER]).toString().trim());
  return [ids('-u'), ids('-g')];
}

async function createDatabase(adminUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(`CREATE DATABASE ${DATABASE} TEMPLATE template0 ENCODING 'UTF8'`);
  } finally {
    await client.end();
  }
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}
