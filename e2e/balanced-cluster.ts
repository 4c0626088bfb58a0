import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir, userInfo } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { newPostgresDatabase } from './postgres-databases.ts';
import { freePort, killGroup, spawnProductServer, waitForHealth } from './server-process.ts';

// The product as README "Scaling out" draws it: Debian's nginx, round robin, in front of several
// instances that share one PostgreSQL database and one data folder (issue 19).

const NGINX = '/usr/sbin/nginx';

export type Instance = { url: string; child: ChildProcess; alive: boolean };

export type BalancedCluster = {
  /** The balancer: the only address the SDK and the browser use. */
  url: string;
  databaseUrl: string;
  instances: Instance[];
  /** `kill -9` of one instance: no shutdown, no goodbye to its clients or the database. */
  kill: (instance: Instance) => Promise<void>;
  /** How many realtime streams each live instance holds, by instance port. */
  streamsByInstance: () => Promise<number[]>;
  stop: () => Promise<void>;
};

export async function startBalancedCluster(count = 3): Promise<BalancedCluster> {
  const databaseUrl = await newPostgresDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-balanced-'));
  const instances: Instance[] = [];
  let nginx: ChildProcess | null = null;
  const stop = async () => {
    if (nginx) await killGroup(nginx);
    await Promise.all(instances.map((instance) => killGroup(instance.child)));
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await startInstances(count, databaseUrl, path.join(dataDir, 'files'), instances);
    const balancer = await startBalancer(path.join(dataDir, 'nginx'), instances);
    nginx = balancer.child;
    return {
      url: balancer.url,
      databaseUrl,
      instances,
      kill: async (instance) => {
        instance.alive = false;
        await killGroup(instance.child);
      },
      streamsByInstance: () => streamsByInstance(databaseUrl),
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}

/**
 * Starts `count` instances on one database and one shared files folder: the first seeds the
 * empty database, the others then start together on it. Each goes into `into` as soon as it is
 * spawned, so that the caller can stop every one even when a start fails.
 */
export async function startInstances(
  count: number,
  databaseUrl: string,
  filesDir: string,
  into: Instance[],
): Promise<void> {
  const env = { DATABASE_URL: databaseUrl, SHARED_DATA_DIR: '1' };
  const start = async () => {
    const port = await freePort();
    const child = spawnProductServer(port, filesDir, env);
    const instance = { url: `http://127.0.0.1:${port}`, child, alive: true };
    into.push(instance);
    await waitForHealth(instance.url, child);
  };
  await start();
  await Promise.all(Array.from({ length: count - 1 }, start));
}

/** nginx in front of `instances`, answering health through them (stop it with `killGroup`). */
export async function startBalancer(
  prefix: string,
  instances: { url: string }[],
): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = startNginx(prefix, port, instances);
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHealth(url, child);
  } catch (error) {
    await killGroup(child);
    throw error;
  }
  return { url, child };
}

/**
 * What SSE needs of nginx (README "Scaling out"): HTTP/1.1 upstream, no response buffering (the
 * server's `X-Accel-Buffering: no` says the same per response) and a read timeout longer than
 * the server's idle stream timeout (five minutes). A refused connection (a dead instance) moves
 * a request to the next instance; a request already sent is not retried unless it is idempotent.
 */
function nginxConfig(prefix: string, port: number, instances: { url: string }[]): string {
  const user = userInfo().username;
  const servers = instances
    .map(({ url }) => `    server ${new URL(url).host} max_fails=1 fail_timeout=5s;`)
    .join('\n');
  return `worker_processes 1;
worker_rlimit_nofile 20000;
${user === 'root' ? 'user root;' : ''}
pid ${prefix}/nginx.pid;
error_log ${prefix}/error.log warn;
events { worker_connections 10000; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  fastcgi_temp_path ${prefix}/fastcgi;
  uwsgi_temp_path ${prefix}/uwsgi;
  scgi_temp_path ${prefix}/scgi;
  upstream rumbo {
${servers}
    keepalive 32;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 0;
    location / {
      proxy_pass http://rumbo;
      proxy_http_version 1.1;
      proxy_set_header Connection "";
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_buffering off;
      proxy_read_timeout 1h;
      proxy_connect_timeout 2s;
      proxy_next_upstream error timeout http_502 http_503;
    }
  }
}
`;
}

/** nginx in front of `instances`, in a process group of its own. */
function startNginx(prefix: string, port: number, instances: { url: string }[]): ChildProcess {
  mkdirSync(prefix, { recursive: true });
  const config = path.join(prefix, 'nginx.conf');
  writeFileSync(config, nginxConfig(prefix, port, instances));
  return spawn(NGINX, ['-p', prefix, '-c', config, '-e', 'stderr', '-g', 'daemon off;'], {
    detached: true,
    stdio: 'ignore',
  });
}

/** Streams held by each live instance (decision 057's registry), most first. */
export async function streamsByInstance(databaseUrl: string): Promise<number[]> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ streams: string }>(
      `SELECT count(*) AS "streams" FROM "_realtime_clients" WHERE "instance" IN (
        SELECT substr("application_name", 7) FROM pg_stat_activity
        WHERE "application_name" LIKE 'rumbo %') GROUP BY "instance"`,
    );
    return rows.map((row) => Number(row.streams)).sort((x, y) => y - x);
  } finally {
    await client.end();
  }
}
