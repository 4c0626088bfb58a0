/**
 * Issue 15 §2: one company cannot stall the others. While Golfo lists its largest allowed
 * shipments in a loop (pages just under the list answer limit), Plata's one-row requests are
 * timed, and compared with the same requests on the idle server in the same run.
 * Target: p99 under load ≤ 3× idle p99. Run with `npm run bench:fairness`.
 */
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { DEMO_EMAILS, DEMO_IDS, DEMO_PASSWORD, FIELD_LIMITS, OCEAN_FIELDS } from '@rumbo/domain';
import { median, percentile, round } from './bench-metrics.ts';

const LARGE_ROWS = Number(process.env.BENCH_FAIRNESS_ROWS ?? 13);
const SAMPLES = Number(process.env.BENCH_FAIRNESS_SAMPLES ?? 400);
const HEAVY_LOOPS = Number(process.env.BENCH_FAIRNESS_LOOPS ?? 2);
const TARGET_RATIO = 3;
const MARK = 'FAIRNESS-BENCH';

type Server = {
  url: string;
  stop: () => void;
  resetLoopDelay: () => void;
  loopDelay: () => Promise<{ p99: number; max: number }>;
};

async function startChild(): Promise<Server> {
  const script = fileURLToPath(new URL('./fairness-server.ts', import.meta.url));
  const child = fork(script, [], {
    execArgv: [
      ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF] : []),
      '--import',
      import.meta.resolve('tsx'),
    ],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once('message', (message: { url: string }) => resolve(message.url));
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  const loopDelay = async (): Promise<{ p99: number; max: number }> => {
    const reply = new Promise<{ p99: number; max: number }>((resolve) =>
      child.once('message', resolve),
    );
    child.send({ delay: 'read' });
    return reply;
  };
  return {
    url,
    stop: () => child.disconnect(),
    resetLoopDelay: () => child.send({ delay: 'reset' }),
    loopDelay,
  };
}

/** The busy company's loops, in a process of their own (fairness-heavy-client.ts). */
async function startHeavyClient(url: string, token: string) {
  const script = fileURLToPath(new URL('./fairness-heavy-client.ts', import.meta.url));
  const child = fork(script, [], {
    execArgv: [
      ...(process.env.BENCH_PROF ? ['--cpu-prof', '--cpu-prof-dir=' + process.env.BENCH_PROF] : []),
      '--import',
      import.meta.resolve('tsx'),
    ],
  });
  const next = () =>
    new Promise<{ times?: number[] }>((resolve, reject) => {
      child.once('message', resolve);
      child.once('error', reject);
    });
  const started = next();
  child.send({ url, token, loops: HEAVY_LOOPS });
  await started;
  return {
    stop: async (): Promise<number[]> => {
      const done = next();
      child.send({ stop: true });
      return (await done).times ?? [];
    },
  };
}

async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/collections/users/auth-with-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ identity: email, password: DEMO_PASSWORD }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} answered ${response.status}`);
  return ((await response.json()) as { token: string }).token;
}

/** A shipment with every text and JSON field at (or near) its maximum. */
function largestShipment(index: number): Record<string, unknown> {
  const filler = (bytes: number) => 'x'.repeat(bytes - 100);
  const record: Record<string, unknown> = { company: DEMO_IDS.golfo };
  for (const name of OCEAN_FIELDS.text)
    record[name] = 'T'.repeat(name === 'notes' ? FIELD_LIMITS.longText : 100);
  for (const name of OCEAN_FIELDS.json)
    record[name] = [
      {
        text: filler(
          name === 'comments' ||
            name === 'containersList' ||
            name === 'lclItems' ||
            name === 'costControlRows'
            ? FIELD_LIMITS.listJson
            : FIELD_LIMITS.smallJson,
        ),
      },
    ];
  record.payload = { index, text: filler(FIELD_LIMITS.largestJson) };
  record.reference = MARK;
  return record;
}

async function request(
  url: string,
  token: string,
): Promise<{ ms: number; status: number; bytes: number }> {
  const started = performance.now();
  const response = await fetch(url, {
    headers: { Authorization: token, 'accept-encoding': 'br, gzip' },
  });
  const body = await response.arrayBuffer();
  return { ms: performance.now() - started, status: response.status, bytes: body.byteLength };
}

async function timeOneRowRequests(url: string, token: string): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < SAMPLES; i += 1) {
    const { ms, status } = await request(url, token);
    if (status !== 200) throw new Error(`one-row request answered ${status}`);
    times.push(ms);
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return times;
}

async function main(): Promise<void> {
  const server = await startChild();
  try {
    const records = `${server.url}/api/collections/shipments_ocean/records`;
    const [golfo, plata] = await Promise.all([
      signIn(server.url, DEMO_EMAILS.staffGolfo),
      signIn(server.url, DEMO_EMAILS.staffPlata),
    ]);
    for (let index = 0; index < LARGE_ROWS + 2; index += 1) {
      const response = await fetch(records, {
        method: 'POST',
        headers: { Authorization: golfo, 'content-type': 'application/json' },
        body: JSON.stringify(largestShipment(index)),
      });
      if (!response.ok)
        throw new Error(`create answered ${response.status}: ${await response.text()}`);
    }
    // As the web app lists: the company's newest first (the large ones were created last).
    const heavyUrl = `${records}?perPage=${LARGE_ROWS}&skipTotal=1&sort=-created`;
    const oneRowUrl = `${records}?perPage=1&skipTotal=1`;

    const first = await request(heavyUrl, golfo);
    if (first.status !== 200) throw new Error(`the large page answered ${first.status}`);
    const refused = await request(`${records}?perPage=500&sort=-created`, golfo);
    console.log(
      `data: ${LARGE_ROWS} Golfo shipments at their field maximums; one page of them is ` +
        `${(first.bytes / 1024 / 1024).toFixed(1)} MB on the wire, a page past the list limit answers ${refused.status}`,
    );

    await timeOneRowRequests(oneRowUrl, plata); // warm-up
    server.resetLoopDelay();
    const idle = await timeOneRowRequests(oneRowUrl, plata);
    const idleDelay = await server.loopDelay();

    const heavy = await startHeavyClient(heavyUrl, golfo);
    await new Promise((resolve) => setTimeout(resolve, 500));
    server.resetLoopDelay();
    const loaded = await timeOneRowRequests(oneRowUrl, plata);
    const loadedDelay = await server.loopDelay();
    const heavyTimes = await heavy.stop();

    const row = (name: string, times: number[]) => ({
      requests: name,
      count: times.length,
      'p50 ms': round(median(times)),
      'p99 ms': round(percentile(times, 99)),
      'max ms': round(Math.max(...times)),
    });
    console.table([
      row('Plata one-row, idle server', idle),
      row(`Plata one-row, while Golfo lists (${HEAVY_LOOPS} loops)`, loaded),
      row(`Golfo ${LARGE_ROWS} largest shipments`, heavyTimes),
    ]);
    const delays = (name: string, delay: { p99: number; max: number }) =>
      `${name} p99 ${round(delay.p99)} ms, max ${round(delay.max)} ms`;
    console.log(
      `server event loop held: ${delays('idle', idleDelay)}; ${delays('under load', loadedDelay)}`,
    );
    const ratio = percentile(loaded, 99) / percentile(idle, 99);
    const pass = ratio <= TARGET_RATIO;
    console.log(
      `${pass ? 'PASS' : 'FAIL'} one-row p99 under load ${round(percentile(loaded, 99))} ms = ` +
        `${ratio.toFixed(2)}× idle p99 ${round(percentile(idle, 99))} ms (target ≤ ${TARGET_RATIO}×)`,
    );
  } finally {
    server.stop();
  }
}

void main();
