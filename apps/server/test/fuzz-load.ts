/**
 * Sends a fuzz mix (fuzz-requests.ts) with `concurrency` keep-alive clients, Node's fetch
 * (undici) reusing its connections as a browser or an SDK would, and counts how each request
 * ended: answered (a status and the whole body read), closed (the connection ended without an
 * answer) or unanswered (nothing within the client's timeout). Loopback only, bounded in count
 * and time. Shared by the server test and bench/unanswered.bench.ts.
 */
import net from 'node:net';
import type { FuzzContext, FuzzRequest } from './fuzz-requests.ts';

export type FuzzOutcome = 'answered' | 'closed' | 'unanswered';

export type FuzzResult = {
  request: FuzzRequest;
  outcome: FuzzOutcome;
  status: number;
  ms: number;
  /** Why a request was not answered (the client's error), for the report. */
  error?: string;
};

export type FuzzLoadOptions = {
  /** `http://127.0.0.1:<port>`: loopback only. */
  origin: string;
  count: number;
  concurrency: number;
  /** The client's limit per request (body included): past it the request counts as unanswered. */
  timeoutMs: number;
  request: (index: number) => FuzzRequest;
  /** Ends the run early whatever is left (a bound on the whole run's time). */
  maxRunMs?: number;
};

export type FuzzLoadReport = {
  sent: number;
  answered: number;
  closed: number;
  unanswered: number;
  statuses: Record<string, number>;
  latencies: number[];
  /** The requests not answered, with what ended them. */
  failures: FuzzResult[];
  ms: number;
};

export async function runFuzzLoad(options: FuzzLoadOptions): Promise<FuzzLoadReport> {
  const origin = new URL(options.origin);
  if (!['127.0.0.1', 'localhost', '[::1]'].includes(origin.hostname))
    throw new Error(`Loopback only, not ${origin.hostname}.`);
  const started = performance.now();
  const stopAt = started + (options.maxRunMs ?? Number.POSITIVE_INFINITY);
  const results: FuzzResult[] = [];
  let next = 0;
  const client = async () => {
    while (next < options.count && performance.now() < stopAt) {
      const request = options.request(next++);
      results.push(
        request.raw
          ? await sendRaw(origin, request, options.timeoutMs)
          : await send(origin, request, options.timeoutMs),
      );
    }
  };
  await Promise.all(Array.from({ length: options.concurrency }, client));
  return summarize(results, performance.now() - started);
}

async function send(origin: URL, request: FuzzRequest, timeoutMs: number): Promise<FuzzResult> {
  const started = performance.now();
  const abort = new AbortController();
  const timer = setTimeout(() => abort.abort(), timeoutMs);
  try {
    const response = await fetch(new URL(request.path, origin), {
      method: request.method,
      headers: request.headers,
      body: request.body as RequestInit['body'],
      signal: abort.signal,
    });
    await response.arrayBuffer();
    return { request, outcome: 'answered', status: response.status, ms: since(started) };
  } catch (error) {
    const outcome = abort.signal.aborted ? 'unanswered' : 'closed';
    return { request, outcome, status: 0, ms: since(started), error: describe(error) };
  } finally {
    clearTimeout(timer);
  }
}

/** One request as bytes on a connection of its own; answered once a whole status line is read. */
function sendRaw(origin: URL, request: FuzzRequest, timeoutMs: number): Promise<FuzzResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const socket = net.connect(Number(origin.port), origin.hostname.replace(/^\[|\]$/g, ''));
    let received = '';
    let settled = false;
    const finish = (outcome: FuzzOutcome, error?: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(received)?.[1] ?? 0);
      resolve({ request, outcome, status, ms: since(started), error });
    };
    const timer = setTimeout(() => finish('unanswered', 'client timeout'), timeoutMs);
    socket.setNoDelay(true);
    socket.on('connect', () => socket.write(request.raw!));
    socket.on('data', (chunk: Buffer) => {
      received += chunk.toString('latin1');
      if (/^HTTP\/1\.[01] \d{3}[^\r\n]*\r\n/.test(received)) finish('answered');
    });
    socket.on('error', (error) => finish(received ? 'answered' : 'closed', error.message));
    socket.on('close', () => finish(/^HTTP\/1\.[01] \d{3}/.test(received) ? 'answered' : 'closed'));
  });
}

function summarize(results: FuzzResult[], ms: number): FuzzLoadReport {
  const statuses: Record<string, number> = {};
  for (const result of results) {
    const key = result.outcome === 'answered' ? String(result.status) : result.outcome;
    statuses[key] = (statuses[key] ?? 0) + 1;
  }
  const count = (outcome: FuzzOutcome) => results.filter((r) => r.outcome === outcome).length;
  return {
    sent: results.length,
    answered: count('answered'),
    closed: count('closed'),
    unanswered: count('unanswered'),
    statuses,
    latencies: results.filter((r) => r.outcome === 'answered').map((r) => r.ms),
    failures: results.filter((r) => r.outcome !== 'answered'),
    ms,
  };
}

function since(started: number): number {
  return performance.now() - started;
}

function describe(error: unknown): string {
  const cause = (error as { cause?: { code?: string; message?: string } }).cause;
  return cause?.code ?? cause?.message ?? String(error);
}

/** Signs in the demo users the mix acts as and reads ids it may update (loopback only). */
export async function fuzzContext(
  origin: string,
  users: { email: string; password: string }[],
): Promise<FuzzContext> {
  const tokens: string[] = [];
  for (const user of users) {
    const response = await fetch(`${origin}/api/collections/users/auth-with-password`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ identity: user.email, password: user.password }),
    });
    if (!response.ok) throw new Error(`sign-in of ${user.email} answered ${response.status}`);
    tokens.push(((await response.json()) as { token: string }).token);
  }
  const response = await fetch(`${origin}/api/collections/partners/records?perPage=20`, {
    headers: { Authorization: tokens[0]! },
  });
  const page = (await response.json()) as { items: { id: string }[] };
  if (page.items.length === 0) throw new Error('the first user sees no partners');
  return { tokens, partnerIds: page.items.map((item) => item.id) };
}
