/**
 * Realtime fan-out: 2,000 concurrent SSE subscribers of one company's shipments, one update, and
 * the time until every subscriber has it; plus the server's memory per idle subscriber. Run with
 * `npm run bench:realtime`; it reports PASS/FAIL per target and exits 0 unless the setup itself
 * breaks. Loopback only; stops by itself. See bench/README.md.
 */
import { execFileSync, fork, type ChildProcess } from 'node:child_process';
import { DEMO_EMAILS, DEMO_IDS, DEMO_OPERATOR, DEMO_PASSWORD } from '@rumbo/domain';
import type { ServerReply, ServerRequest } from './realtime-server.ts';
import { requestAgent, sendJson, type SseSubscriber } from './sse-subscriber.ts';
import {
  check,
  measureRounds,
  median,
  openSubscribers,
  sleep,
  verdict,
  type Round,
} from './realtime-rounds.ts';
import { measureInstances } from './realtime-instances.ts';

const WANTED_SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 2_000);
const TARGET_DELIVERY_MS = 250;
const TARGET_BYTES_PER_CONNECTION = 20 * 1024;
/** File descriptors kept free for everything else each process opens. */
const FD_MARGIN = 200;
const WHOLE_RUN_TIMEOUT_MS = 480_000;
/** `BENCH_INSTANCES=0` skips the section with three instances on PostgreSQL behind nginx. */
const WITH_INSTANCES = process.env.BENCH_INSTANCES !== '0';

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
    await server.stop();
  }
  try {
    if (WITH_INSTANCES) await measureInstances(count);
  } finally {
    requestAgent.destroy();
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

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

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

// Bounded: whatever hangs, the run ends (the server child exits with its parent's IPC channel).
setTimeout(() => {
  console.error(`Benchmark did not finish within ${WHOLE_RUN_TIMEOUT_MS / 1000} s.`);
  process.exit(1);
}, WHOLE_RUN_TIMEOUT_MS).unref();

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
