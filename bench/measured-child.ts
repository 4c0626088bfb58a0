/**
 * A benchmark's server in a child process (a product server or its bare twin), so that neither
 * the load client nor the benchmark itself shares its event loop or its CPU figures. The child
 * sends `{ url }` once listening and answers `{ stats: true }` (child-stats.ts).
 */
import { fork, type ChildProcess } from 'node:child_process';
import type { ChildStats } from './child-stats.ts';

export type MeasuredChild = {
  url: string;
  /** CPU ms used so far, and the longest event-loop hold since the previous call. */
  stats: () => Promise<ChildStats>;
  /** Sends `message` and waits for the child's answer carrying `key`. */
  request: <T>(message: unknown, key: string) => Promise<T>;
  stop: () => Promise<void>;
};

export async function startMeasuredChild(
  script: string,
  options: { env?: Record<string, string>; execArgv?: string[] } = {},
): Promise<MeasuredChild> {
  const child = fork(new URL(script, import.meta.url), [], {
    execArgv: [...(options.execArgv ?? []), '--import', import.meta.resolve('tsx')],
    env: { ...process.env, ...options.env },
  });
  const url = await new Promise<string>((resolve, reject) => {
    const onExit = (code: number | null) => reject(new Error(`${script} exited (${code})`));
    child.once('exit', onExit);
    child.on('message', function onUrl(message: { url?: string }) {
      if (!message?.url) return;
      child.off('message', onUrl);
      child.off('exit', onExit);
      resolve(message.url);
    });
  });
  return {
    url,
    stats: () => ask(child, { stats: true }, 'stats'),
    request: (message, key) => ask(child, message, key),
    stop: () => stopChild(child),
  };
}

function ask<T>(child: ChildProcess, question: unknown, key: string): Promise<T> {
  return new Promise((resolve) => {
    child.on('message', function onAnswer(message: Record<string, T>) {
      if (message?.[key] === undefined) return;
      child.off('message', onAnswer);
      resolve(message[key]!);
    });
    child.send(question as never);
  });
}

/** Disconnecting asks the child to close and exit (a CPU profile is written then). */
async function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  if (child.connected) child.disconnect();
  const timer = setTimeout(() => child.kill('SIGKILL'), 20_000);
  await exited;
  clearTimeout(timer);
}
