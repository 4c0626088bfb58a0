/**
 * The measuring steps of `bench:realtime`, shared by its single-server section and its
 * instances section (realtime-instances.ts): subscribers opened in batches, and rounds of one
 * update each, timed until every subscriber has it.
 */
import { SseSubscriber, sendJson } from './sse-subscriber.ts';

export const TOPIC = 'shipments_ocean/*';
const OPEN_CONCURRENCY = 100;
const DELIVERY_TIMEOUT_MS = 10_000;
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);

export type Round = { p50: number; p99: number; max: number };

/** `count` subscribers of TOPIC: each opens its stream at `url` and subscribes there. */
export async function openSubscribers(
  url: string,
  tokenOf: (index: number) => string,
  count: number,
) {
  const subscribers: SseSubscriber[] = [];
  const started = performance.now();
  for (let next = 0; next < count; next += OPEN_CONCURRENCY) {
    const size = Math.min(OPEN_CONCURRENCY, count - next);
    const batch = Array.from({ length: size }, async (_, offset) => {
      const subscriber = new SseSubscriber();
      subscribers.push(subscriber);
      await subscriber.open(url);
      const body = { clientId: subscriber.clientId, subscriptions: [TOPIC] };
      const answer = await sendJson(`${url}/api/realtime`, 'POST', body, tokenOf(next + offset));
      check(answer.status === 204, `subscribe answered ${answer.status}`);
    });
    await Promise.all(batch);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  if (count > 1) console.log(`${count} subscribers connected and subscribed in ${seconds} s`);
  return subscribers;
}

/** One warm-up update, then ROUNDS measured ones, each waiting until every subscriber has it. */
export async function measureRounds(
  subscribers: SseSubscriber[],
  update: (reference: string) => Promise<{ status: number }>,
  label: string,
): Promise<Round[]> {
  const rounds: Round[] = [];
  for (let round = 0; round <= ROUNDS; round++) {
    // The new reference marks this round's event in every subscriber's stream.
    const reference = `bench ${label} ${round} ${Math.random().toString(36).slice(2)}`;
    subscribers.forEach((s) => s.await(`"reference":"${reference}"`));
    const start = performance.now();
    const answer = await update(reference);
    check(answer.status === 200, `update answered ${answer.status}`);
    const arrivals = await allArrivals(subscribers);
    const latencies = Float64Array.from(arrivals, (at) => at - start).sort();
    if (round > 0) rounds.push(summarize(latencies));
  }
  return rounds;
}

async function allArrivals(subscribers: SseSubscriber[]): Promise<number[]> {
  const deadline = performance.now() + DELIVERY_TIMEOUT_MS;
  for (;;) {
    const arrived = subscribers.filter((s) => s.arrivedAt !== null);
    if (arrived.length === subscribers.length) return arrived.map((s) => s.arrivedAt!);
    check(
      performance.now() < deadline,
      `${arrived.length}/${subscribers.length} received the update`,
    );
    await sleep(5);
  }
}

export function summarize(sorted: Float64Array): Round {
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

export function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Error(`Benchmark check failed: ${what}`);
}

export function verdict(pass: boolean, what: string): void {
  console.log(`${pass ? 'PASS' : 'FAIL'}: ${what}`);
}
