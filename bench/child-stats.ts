/**
 * Inside a benchmark's child process (a product server or its bare twin): answers the parent's
 * `{ stats: true }` with the CPU time this process used (user + system, all its threads) and the
 * event loop's longest hold since the previous question, then starts measuring afresh; and
 * `{ profile: 'start' }` / `{ profile: 'stop' }` with a CPU profile of the time between.
 */
import { Session } from 'node:inspector/promises';
import { monitorEventLoopDelay } from 'node:perf_hooks';

export type ChildStats = { cpuMs: number; maxHoldMs: number };

export function answerStats(): void {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  let session: Session | undefined;
  process.on('message', (message: { stats?: boolean; profile?: 'start' | 'stop' }) => {
    if (message?.stats) {
      const cpu = process.cpuUsage();
      const stats: ChildStats = {
        cpuMs: (cpu.user + cpu.system) / 1000,
        maxHoldMs: delay.max / 1e6,
      };
      delay.reset();
      process.send!({ stats });
    }
    if (message?.profile === 'start') {
      session = new Session();
      session.connect();
      void session
        .post('Profiler.enable')
        .then(() => session!.post('Profiler.setSamplingInterval', { interval: 100 }))
        .then(() => session!.post('Profiler.start'))
        .then(() => process.send!({ profiling: true }));
    }
    if (message?.profile === 'stop' && session) {
      void session.post('Profiler.stop').then(({ profile }) => {
        session!.disconnect();
        process.send!({ profile: JSON.stringify(profile) });
      });
    }
  });
}
