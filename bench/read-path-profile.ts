/**
 * A CPU profile of one read-path route under the benchmark's load (read-path.ts), taken only
 * while the load runs: `npm run bench:profile -- <sqlite|postgres> <view|list|listTotal|health>
 * [seconds]`. Prints the top entries (profile-top.ts) and writes the profile to
 * `BENCH_PROFILE_DIR` (a temporary folder by default) for Chrome's DevTools.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { LoadClient } from './load-runner.ts';
import { startMeasuredChild } from './measured-child.ts';
import { profileTop } from './profile-top.ts';
import { engineScenarios, throwawayDatabase, type Engine, type Route } from './read-path.ts';

async function main(): Promise<void> {
  const [engine = 'sqlite', route = 'list', seconds = '10'] = process.argv.slice(2) as [
    Engine?,
    Route?,
    string?,
  ];
  const stops: (() => Promise<unknown>)[] = [];
  try {
    const databaseUrl = engine === 'postgres' ? await throwawayDatabase(stops) : '';
    const server = await startMeasuredChild('./read-path-server.ts', {
      env: { BENCH_DATABASE_URL: databaseUrl },
    });
    stops.unshift(server.stop);
    const scenario = (await engineScenarios(engine, server)).find((s) => s.route === route)!;
    const client = await LoadClient.start();
    stops.unshift(async () => client.close());
    const job = { url: scenario.url, headers: scenario.headers, concurrency: 32 };
    await client.run({ ...job, warmupMs: 0, durationMs: 2_000 });
    await server.request({ profile: 'start' }, 'profiling');
    const sample = await client.run({ ...job, warmupMs: 0, durationMs: Number(seconds) * 1000 });
    const profile = await server.request<string>({ profile: 'stop' }, 'profile');
    const folder =
      process.env.BENCH_PROFILE_DIR ?? mkdtempSync(path.join(tmpdir(), 'rumbo-profile-'));
    const file = path.join(folder, `${engine}-${route}.cpuprofile`);
    writeFileSync(file, profile);
    const perSecond = Math.round(sample.latencies.length / sample.seconds);
    console.log(`${engine} ${route}: ${perSecond} req/s while profiled; profile in ${file}\n`);
    console.log(profileTop(JSON.parse(profile), Number(process.env.BENCH_PROFILE_ROWS ?? 30)));
  } finally {
    for (const stop of stops) await stop().catch(() => undefined);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
