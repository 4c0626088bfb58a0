import { fork, type ChildProcess } from 'node:child_process';

export type LoadJob = {
  url: string;
  headers: Record<string, string>;
  concurrency: number;
  warmupMs: number;
  durationMs: number;
};

/** What the client measured in one job (warm-up excluded, except from `sent`). */
export type LoadSample = {
  /** Latency of each measured request, ms. */
  latencies: number[];
  /** From the end of the warm-up to the last measured response. */
  seconds: number;
  /** Every request sent, warm-up included. */
  sent: number;
  /** Responses that were not 200 (or failed) in the measured window. */
  errors: number;
  bytes: number;
};

/** A job's sample plus the CPU time this (the server's) process spent meanwhile. */
export type RunSample = LoadSample & { serverCpuMs: number };

export type LoadSummary = {
  requests: number;
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  meanBytes: number;
  /**
   * Server process CPU time (user + system, all its threads) per request sent, warm-up included:
   * unlike req/s, hardly moved by other processes competing for the machine.
   */
  cpuMsPerRequest: number;
};

/** The load client process, started once and fed one job per scenario and round. */
export class LoadClient {
  private constructor(private readonly child: ChildProcess) {}

  static async start(): Promise<LoadClient> {
    const script = new URL('./load-client.ts', import.meta.url);
    const child = fork(script, [], { execArgv: ['--import', import.meta.resolve('tsx')] });
    await new Promise<void>((resolve, reject) => {
      child.once('message', () => resolve());
      child.once('error', reject);
      child.once('exit', (code) => reject(new Error(`load client exited (${code})`)));
    });
    child.removeAllListeners('exit');
    return new LoadClient(child);
  }

  async run(job: LoadJob): Promise<RunSample> {
    const cpu = process.cpuUsage();
    const sample = await new Promise<LoadSample>((resolve, reject) => {
      const onExit = (code: number | null) => reject(new Error(`load client exited (${code})`));
      this.child.once('exit', onExit);
      this.child.once('message', (message: { result?: LoadSample; error?: string }) => {
        this.child.off('exit', onExit);
        if (message.result) resolve(message.result);
        else reject(new Error(message.error));
      });
      this.child.send(job);
    });
    const used = process.cpuUsage(cpu);
    return { ...sample, serverCpuMs: (used.user + used.system) / 1000 };
  }

  close(): void {
    if (this.child.connected) this.child.send('close');
  }
}

/** Merges the rounds of one scenario into its figures. */
export function summarize(samples: RunSample[]): LoadSummary {
  const latencies = Float64Array.from(samples.flatMap((sample) => sample.latencies)).sort();
  const sum = (pick: (sample: RunSample) => number) =>
    samples.reduce((total, sample) => total + pick(sample), 0);
  const requests = latencies.length;
  const sent = sum((s) => s.sent);
  return {
    requests,
    requestsPerSecond: requests / sum((s) => s.seconds),
    p50Ms: percentile(latencies, 0.5),
    p99Ms: percentile(latencies, 0.99),
    errors: sum((s) => s.errors),
    meanBytes: requests ? sum((s) => s.bytes) / requests : 0,
    cpuMsPerRequest: sum((s) => s.serverCpuMs) / sent,
  };
}

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
}
