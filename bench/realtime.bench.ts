/**
 * Realtime fan-out: 2,000 concurrent SSE subscribers of one company's shipments, one update, and
 * the time until every subscriber has it; plus the server's memory per idle subscriber. Run with
 * `npm run bench:realtime`; it reports PASS/FAIL per target and exits 0 unless the setup itself
 * breaks. Loopback only; stops by itself. See bench/README.md.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { DEMO_EMAILS, DEMO_IDS, DEMO_OPERATOR, DEMO_PASSWORD } from '@rumbo/domain';
import type { ServerReply, ServerRequest } from './realtime-server.ts';
import { SseSubscriber, requestAgent, sendJson } from './sse-subscriber.ts';

const WANTED_SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 2_000);
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5);
const TOPIC = 'shipments_ocean/*';
const TARGET_DELIVERY_MS = 250;
const TARGET_BYTES_PER_CONNECTION = 20 * 1024;
/** File descriptors kept free for everything else each process opens. */
const FD_MARGIN = 200;
const OPEN_CONCURRENCY = 100;
const DELIVERY_TIMEOUT_MS = 10_000;
const WHOLE_RUN_TIMEOUT_MS = 180_000;

type Round = { p50: number; p99: number; max: number };

async function main(): Promise<void> {
  const count = subscriberCount();
  const server = await BenchServer.start();
  const subscribers: SseSubscriber[] = [];
  try {
    const [staffToken, opsToken] = await Promise.all([
      signIn(server.url),
      operatorToken(server.url),
    ]);
    const shipment = await golfoShipment(server.url, staffToken);
    const update = (reference: string) =>
      sendJson(
        `${server.url}/api/collections/shipments_ocean/records/${shipment}`,
        'PATCH',
        { reference },
        opsToken,
      );

    const single = await openSubscribers(server.url, () => staffToken, 1);
    const singleRounds = await measureRounds(single, update, 'single');
    single.forEach((s) => s.close());

    const before = await server.memory();
    subscribers.push(...(await openSubscribers(server.url, () => staffToken, count)));
    await sleep(1_000);
    const after = await server.memory();
    check(after.clients >= count, `server holds ${after.clients} clients, expected ${count}`);
    const manyRounds = await measureRounds(subscribers, update, 'many');
    report({ count, singleRounds, manyRounds, before, after });

    // For information: the same load from as many different users, one check per subscriber.
    subscribers.splice(0).forEach((s) => s.close());
    const tokens = await server.users(count);
    subscribers.push(...(await openSubscribers(server.url, (i) => tokens[i]!, count)));
    const distinctRounds = await measureRounds(subscribers, update, 'distinct');
    reportDistinct(count, distinctRounds);
  } finally {
    subscribers.forEach((s) => s.close());
    requestAgent.destroy();
    await server.stop();
  }
}

/** As many subscribers as the open-file limit allows (each side holds one descriptor each). */
function subscriberCount(): number {
  const limit = Number(execFileSync('sh', ['-c', 'ulimit -n']).toString().trim());
  const allowed = Number.isFinite(limit) ? limit - FD_MARGIN : WANTED_SUBSCRIBERS;
  const count = Math.max(1, Math.min(WANTED_SUBSCRIBERS, allowed));
  console.log(`open-file limit ${limit}; ${count} subscribers`);
  if (count < WANTED_SUBSCRIBERS)
    console.log(`(raise it with \`ulimit -n ${WANTED_SUBSCRIBERS + FD_MARGIN}\` for the full run)`);
  return count;
}

async function openSubscribers(url: string, tokenOf: (index: number) => string, count: number) {
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
async function measureRounds(
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

function summarize(sorted: Float64Array): Round {
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { p50: at(0.5), p99: at(0.99), max: sorted[sorted.length - 1]! };
}

type ReportInput = {
  count: number;
  singleRounds: Round[];
  manyRounds: Round[];
  before: { usage: NodeJS.MemoryUsage };
  after: { usage: NodeJS.MemoryUsage };
};

function report({ count, singleRounds, manyRounds, before, after }: ReportInput): void {
  const ms = (value: number) => value.toFixed(1);
  console.table(
    manyRounds.map((r, i) => ({
      round: i + 1,
      'p50 ms': ms(r.p50),
      'p99 ms': ms(r.p99),
      'all delivered ms': ms(r.max),
      'single subscriber ms': ms(singleRounds[i]!.max),
    })),
  );
  const worst = Math.max(...manyRounds.map((r) => r.max));
  const single = median(singleRounds.map((r) => r.max));
  const typical = median(manyRounds.map((r) => r.max));
  console.log(
    `delivery: ${count} subscribers all have the update after ${ms(typical)} ms (median of ` +
      `${manyRounds.length} rounds, worst ${ms(worst)} ms); one subscriber: ${ms(single)} ms ` +
      `(${(typical / single).toFixed(1)}×)`,
  );
  const heap = (after.usage.heapUsed - before.usage.heapUsed) / count;
  const rss = (after.usage.rss - before.usage.rss) / count;
  const external = (after.usage.external - before.usage.external) / count;
  console.log(
    `memory per idle subscriber (server process, after GC): heap ${kb(heap)}, external ` +
      `${kb(external)}, RSS ${kb(rss)}`,
  );
  const perConnection = Math.max(heap, rss);
  verdict(
    worst <= TARGET_DELIVERY_MS,
    `every round delivered to all within ${TARGET_DELIVERY_MS} ms (worst ${ms(worst)} ms)`,
  );
  verdict(
    perConnection < TARGET_BYTES_PER_CONNECTION,
    `under ${kb(TARGET_BYTES_PER_CONNECTION)} per idle connection (${kb(perConnection)}, the larger of heap and RSS)`,
  );
}

function reportDistinct(count: number, rounds: Round[]): void {
  const all = median(rounds.map((r) => r.max));
  const p50 = median(rounds.map((r) => r.p50));
  console.log(
    `\nfor information, ${count} subscribers signed in as ${count} different Golfo users ` +
      `(one identity and rule check per user, the payload shared): p50 ${p50.toFixed(1)} ms, all delivered after ` +
      `${all.toFixed(1)} ms (median of ${rounds.length} rounds)`,
  );
}

function verdict(pass: boolean, what: string): void {
  console.log(`${pass ? 'PASS' : 'FAIL'}: ${what}`);
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}

async function signIn(url: string): Promise<string> {
  const body = { identity: DEMO_EMAILS.staffGolfo, password: DEMO_PASSWORD };
  const answer = await sendJson(`${url}/api/collections/users/auth-with-password`, 'POST', body);
  const token = (answer.body as { token?: string } | null)?.token;
  check(answer.status === 200 && typeof token === 'string', `sign-in as ${DEMO_EMAILS.staffGolfo}`);
  return token;
}

async function operatorToken(url: string): Promise<string> {
  const body = { identity: DEMO_OPERATOR.email, password: DEMO_OPERATOR.password };
  const answer = await sendJson(`${url}/api/admins/auth-with-password`, 'POST', body);
  const token = (answer.body as { token?: string } | null)?.token;
  check(answer.status === 200 && typeof token === 'string', 'operator sign-in');
  return token;
}

/** A Golfo ocean shipment, read as the staff member who will be subscribed. */
async function golfoShipment(url: string, token: string): Promise<string> {
  const list = await fetch(`${url}/api/collections/shipments_ocean/records?perPage=1`, {
    headers: { Authorization: token },
  });
  const items = ((await list.json()) as { items: { id: string; company: string }[] }).items;
  check(items[0]?.company === DEMO_IDS.golfo, 'a Golfo shipment to update');
  return items[0].id;
}

/** The server child process and its IPC requests. */
class BenchServer {
  private constructor(
    private readonly child: ChildProcess,
    readonly url: string,
  ) {}

  static async start(): Promise<BenchServer> {
    const script = new URL('./realtime-server.ts', import.meta.url);
    const child = fork(script, [], {
      execArgv: ['--expose-gc', '--import', import.meta.resolve('tsx')],
    });
    const ready = await BenchServer.reply(child);
    if (ready.type !== 'ready') throw new Error('bench server did not start');
    return new BenchServer(child, ready.url);
  }

  async memory(): Promise<{ usage: NodeJS.MemoryUsage; clients: number }> {
    this.child.send({ type: 'memory' } satisfies ServerRequest);
    const reply = await BenchServer.reply(this.child);
    if (reply.type !== 'memory') throw new Error('unexpected reply');
    return reply;
  }

  async users(count: number): Promise<string[]> {
    this.child.send({ type: 'users', count } satisfies ServerRequest);
    const reply = await BenchServer.reply(this.child);
    if (reply.type !== 'users') throw new Error('unexpected reply');
    return reply.tokens;
  }

  async stop(): Promise<void> {
    if (!this.child.connected) return;
    const exited = new Promise((resolve) => this.child.once('exit', resolve));
    this.child.send({ type: 'stop' } satisfies ServerRequest);
    await exited;
  }

  private static reply(child: ChildProcess): Promise<ServerReply> {
    return new Promise((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`bench server exited (${code})`));
      child.once('exit', onExit);
      child.once('message', (message: ServerReply) => {
        child.off('exit', onExit);
        resolve(message);
      });
    });
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function check(condition: boolean, what: string): asserts condition {
  if (!condition) throw new Error(`Benchmark check failed: ${what}`);
}

// Bounded: whatever hangs, the run ends (the server child exits with its parent's IPC channel).
setTimeout(() => {
  console.error(`Benchmark did not finish within ${WHOLE_RUN_TIMEOUT_MS / 1000} s.`);
  process.exit(1);
}, WHOLE_RUN_TIMEOUT_MS).unref();

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
