/**
 * Every request answered under fuzz load (docs/decisions/059). 24 keep-alive clients (Node's
 * fetch) send 20,000 requests, half valid and half malformed (apps/server/test/fuzz-requests.ts),
 * to the product server in a process of its own; a request not answered within 30 s counts as
 * unanswered. Baseline in the same run: the same clients sending only valid requests. Then a few
 * requests that stop half-way (headers never finished, a body that never arrives) must end with
 * an answer or a closed connection within the server's stall limit. Run with
 * `npm run bench:unanswered`.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEMO_EMAILS, DEMO_PASSWORD } from '@rumbo/domain';
import { median, percentile, round } from './bench-metrics.ts';
import { fuzzRequest, type FuzzRequest } from '../apps/server/test/fuzz-requests.ts';
import { fuzzContext, runFuzzLoad, type FuzzLoadReport } from '../apps/server/test/fuzz-load.ts';
import { STALL_LIMIT_MS } from '../apps/server/src/http/request-deadline.ts';
import { STALLED_REQUESTS } from '../apps/server/test/fuzz-stalled.ts';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 20_000);
const BASELINE_REQUESTS = Number(process.env.BENCH_BASELINE_REQUESTS ?? 5_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 24);
const CLIENT_TIMEOUT_MS = 30_000;
const SEED = Number(process.env.BENCH_SEED ?? 59);
/** Bounds on the whole run, whatever the server does. */
const MAX_LOAD_MS = 15 * 60_000;
const MAX_RUN_MS = 25 * 60_000;
/** How long after the stall limit a stalled request may still take to end (Node looks every second). */
const STALL_SLACK_MS = 2_000;

async function startChild(): Promise<{ url: string; stop: () => void }> {
  const script = fileURLToPath(new URL('./unanswered-server.ts', import.meta.url));
  const child = fork(script, [], { execArgv: ['--import', import.meta.resolve('tsx')] });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { url, stop: () => child.disconnect() };
}

function row(name: string, report: FuzzLoadReport) {
  const latencies = report.latencies;
  return {
    load: name,
    sent: report.sent,
    answered: report.answered,
    closed: report.closed,
    unanswered: report.unanswered,
    'req/s': Math.round(report.sent / (report.ms / 1000)),
    'p50 ms': latencies.length ? round(median(latencies)) : '-',
    'p99 ms': latencies.length ? round(percentile(latencies, 99)) : '-',
    'max ms': latencies.length ? round(Math.max(...latencies)) : '-',
  };
}

function load(url: string, count: number, request: (index: number) => FuzzRequest) {
  return runFuzzLoad({
    origin: url,
    count,
    concurrency: CONCURRENCY,
    timeoutMs: CLIENT_TIMEOUT_MS,
    request,
    maxRunMs: MAX_LOAD_MS,
  });
}

async function main(): Promise<void> {
  const server = await startChild();
  try {
    const ctx = await fuzzContext(server.url, [
      { email: DEMO_EMAILS.staffGolfo, password: DEMO_PASSWORD },
      { email: DEMO_EMAILS.superGolfo, password: DEMO_PASSWORD },
      { email: DEMO_EMAILS.staffPlata, password: DEMO_PASSWORD },
    ]);
    const valid = (index: number) => fuzzRequest(index, SEED, ctx, { validOnly: true });
    await load(server.url, 500, valid); // warm-up
    const baseline = await load(server.url, BASELINE_REQUESTS, (i) => valid(i + 1_000_000));
    const mixed = await load(server.url, REQUESTS, (index) => fuzzRequest(index, SEED, ctx));
    const stalled = await runFuzzLoad({
      origin: server.url,
      count: STALLED_REQUESTS.length,
      concurrency: STALLED_REQUESTS.length,
      timeoutMs: CLIENT_TIMEOUT_MS,
      request: (index) => STALLED_REQUESTS[index]!,
    });
    console.table([
      row(`valid only (baseline)`, baseline),
      row(`mixed valid and malformed`, mixed),
      row(`stalled half-way`, stalled),
    ]);
    console.log('status histogram (mixed):', mixed.statuses);
    console.log('status histogram (stalled):', stalled.statuses);
    const kinds = (kind: string) => mixed.failures.filter((f) => f.request.kind === kind).length;
    console.log(`not answered: ${kinds('valid')} valid, ${kinds('malformed')} malformed`);
    for (const failure of [...mixed.failures, ...stalled.failures].slice(0, 20))
      console.log(
        `  ${failure.outcome} after ${Math.round(failure.ms)} ms (${failure.error}): ` +
          `${failure.request.label}: ${failure.request.method} ${failure.request.path.slice(0, 120)}`,
      );
    const ratio = (a: number, b: number) => (a / b).toFixed(2);
    const p99 = (report: FuzzLoadReport) => percentile(report.latencies, 99);
    console.log(
      `mixed against baseline: p50 ${ratio(median(mixed.latencies), median(baseline.latencies))}×, ` +
        `p99 ${ratio(p99(mixed), p99(baseline))}×, ` +
        `throughput ${ratio(mixed.sent / mixed.ms, baseline.sent / baseline.ms)}×`,
    );
    const everyAnswered =
      mixed.sent === REQUESTS &&
      mixed.answered === mixed.sent &&
      baseline.answered === baseline.sent;
    // Answered or closed, each stalled request must have ended within the limit.
    const slowest = Math.max(...stalled.failures.map((f) => f.ms), ...stalled.latencies);
    const stalledEnded = stalled.unanswered === 0 && slowest <= STALL_LIMIT_MS + STALL_SLACK_MS;
    console.log(
      `${everyAnswered ? 'PASS' : 'FAIL'} every request answered: ${mixed.answered} of ` +
        `${mixed.sent} mixed (${REQUESTS} planned), ${baseline.answered} of ${baseline.sent} valid`,
    );
    console.log(
      `${stalledEnded ? 'PASS' : 'FAIL'} every stalled request ended within the stall limit ` +
        `(${STALL_LIMIT_MS} ms + ${STALL_SLACK_MS} ms): slowest ${Math.round(slowest)} ms`,
    );
  } finally {
    server.stop();
  }
}

setTimeout(() => {
  console.error(`FAIL the benchmark did not finish within ${MAX_RUN_MS / 60_000} minutes`);
  process.exit(1);
}, MAX_RUN_MS).unref();

// Exits 0 either way, as the other benchmarks do; 1 only if the setup fails.
main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
