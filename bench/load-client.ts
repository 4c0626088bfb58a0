/**
 * The load generator, a child process of the benchmark so that neither its event loop nor its CPU
 * time is mixed with the server's. It waits for jobs over IPC; for each, `concurrency` loops keep
 * one keep-alive connection busy each: a request, its whole body read, the next request.
 * Requests started during the warm-up are sent but not measured.
 */
import http from 'node:http';
import type { LoadJob, LoadSample } from './load-runner.ts';

/** Hard cap per loop, so a loop ends even if the clock misbehaves. */
const MAX_REQUESTS_PER_LOOP = 1_000_000;
/** One agent per target, kept across jobs so later rounds reuse their connections. */
const agents = new Map<string, http.Agent>();

async function run(job: LoadJob): Promise<LoadSample> {
  const url = new URL(job.url);
  if (url.hostname !== '127.0.0.1') throw new Error(`Loopback only, not ${url.hostname}.`);
  const agent =
    agents.get(url.host) ?? new http.Agent({ keepAlive: true, maxSockets: job.concurrency });
  agents.set(url.host, agent);
  const measureFrom = performance.now() + job.warmupMs;
  const end = measureFrom + job.durationMs;
  const latencies: number[] = [];
  const sample = { seconds: 0, sent: 0, errors: 0, bytes: 0 };
  let lastDone = measureFrom;
  const loop = async () => {
    for (let n = 0; n < MAX_REQUESTS_PER_LOOP; n++) {
      const start = performance.now();
      if (start >= end) return;
      const response = await get(agent, url, job.headers);
      const done = performance.now();
      sample.sent++;
      if (start < measureFrom) continue;
      latencies.push(done - start);
      lastDone = Math.max(lastDone, done);
      sample.bytes += response.bytes;
      if (response.status !== 200) sample.errors++;
    }
  };
  await Promise.all(Array.from({ length: job.concurrency }, loop));
  return { ...sample, latencies, seconds: (lastDone - measureFrom) / 1000 };
}

function get(
  agent: http.Agent,
  url: URL,
  headers: Record<string, string>,
): Promise<{ status: number; bytes: number }> {
  return new Promise((resolve) => {
    const request = http.get(url, { agent, headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, bytes }));
      response.on('error', () => resolve({ status: 0, bytes }));
    });
    request.on('error', () => resolve({ status: 0, bytes: 0 }));
  });
}

process.on('message', (job: LoadJob | 'close') => {
  if (job === 'close') {
    for (const agent of agents.values()) agent.destroy();
    return process.disconnect();
  }
  run(job).then(
    (result) => process.send?.({ result }),
    (error: unknown) => process.send?.({ error: String(error) }),
  );
});
process.send?.('ready');
