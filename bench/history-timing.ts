/**
 * The history benchmark's timings, one request at a time from this process (the servers run in
 * child processes of their own): the history list of one record, and shipment saves on a server
 * with history against one without, in interleaved rounds so that whatever else the machine
 * does falls on both alike.
 */
import type { MeasuredChild } from './measured-child.ts';

export type SaveTarget = { name: string; child: MeasuredChild; token: string };

/** One kind of save on one server: every latency, and the server's CPU over them. */
export type SaveSample = { latencies: number[]; cpuMs: number; wallMs: number };

export type SaveResults = Record<string, { sequential: SaveSample; concurrent: SaveSample }>;

export type SaveOptions = {
  /** Shipments to save: the first for the sequential saves, one per concurrent client. */
  ids: readonly string[];
  rounds: number;
  /** Sequential saves per round and server, in pairs (one on each server in turn). */
  sequential: number;
  /** Concurrent clients, each saving its own shipment `perClient` times per round and server. */
  concurrency: number;
  perClient: number;
  warmup: number;
};

/** `samples` GETs of `url`, after `warmup` unmeasured ones: each latency in ms, body read. */
export async function timeReads(
  url: string,
  token: string,
  options: { samples: number; warmup: number },
): Promise<number[]> {
  const latencies: number[] = [];
  for (let i = 0; i < options.warmup + options.samples; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { Authorization: token } });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`GET ${url} → ${response.status}`);
    if (i >= options.warmup) latencies.push(performance.now() - started);
  }
  return latencies;
}

/**
 * Saves of Golfo ocean shipments (`PATCH …/records/{id}` with a new `notes`, as the form sends
 * a changed field) on each target, in `rounds` rounds. Each round: `sequential` saves one after
 * the other, alternating between the targets save by save (so a moment of load from elsewhere
 * falls on both alike); then, on each target in turn, `concurrency` clients at once. The order
 * of the targets flips every pair and every round.
 */
export async function timeSaves(
  targets: readonly SaveTarget[],
  options: SaveOptions,
): Promise<SaveResults> {
  const results: SaveResults = {};
  for (const target of targets) {
    results[target.name] = { sequential: emptySample(), concurrent: emptySample() };
    for (let i = 0; i < options.warmup; i++) await save(target, options.ids[0]!, `warm-up ${i}`);
  }
  const flipped = (turn: number) => (turn % 2 === 0 ? targets : [...targets].reverse());
  for (let round = 0; round < options.rounds; round++) {
    const before = await Promise.all(targets.map((target) => target.child.stats()));
    for (let i = 0; i < options.sequential; i++)
      for (const target of flipped(i)) {
        const sample = results[target.name]!.sequential;
        const latency = await save(target, options.ids[0]!, `round ${round} save ${i}`);
        sample.latencies.push(latency);
        sample.wallMs += latency;
      }
    for (const [index, target] of targets.entries())
      results[target.name]!.sequential.cpuMs +=
        (await target.child.stats()).cpuMs - before[index]!.cpuMs;
    for (const target of flipped(round))
      await measured(target, results[target.name]!.concurrent, (latencies) =>
        Promise.all(
          options.ids.slice(1, options.concurrency + 1).map(async (id, client) => {
            for (let i = 0; i < options.perClient; i++)
              latencies.push(await save(target, id, `round ${round} client ${client} save ${i}`));
          }),
        ),
      );
  }
  return results;
}

/** One save; its latency in ms, the answer read. */
export async function save(target: SaveTarget, id: string, note: string): Promise<number> {
  const url = `${target.child.url}/api/collections/shipments_ocean/records/${id}`;
  const started = performance.now();
  const response = await fetch(url, {
    method: 'PATCH',
    headers: { Authorization: target.token, 'Content-Type': 'application/json' },
    body: JSON.stringify({ notes: `Benchmark ${target.name}: ${note}` }),
  });
  await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`PATCH ${url} → ${response.status}`);
  return performance.now() - started;
}

async function measured(
  target: SaveTarget,
  sample: SaveSample,
  run: (latencies: number[]) => Promise<unknown>,
): Promise<void> {
  const before = await target.child.stats();
  const started = performance.now();
  await run(sample.latencies);
  sample.wallMs += performance.now() - started;
  sample.cpuMs += (await target.child.stats()).cpuMs - before.cpuMs;
}

function emptySample(): SaveSample {
  return { latencies: [], cpuMs: 0, wallMs: 0 };
}
