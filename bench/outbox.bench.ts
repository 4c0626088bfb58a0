/**
 * `npm run bench:outbox` (issue 37): how long a message waits in the outbox under a burst of
 * 1,000 changes, on SQLite and PostgreSQL 15 in one run. Per engine: the product server in a
 * process of its own (the demo seed, the daily digest off), a real SMTP server on loopback
 * (outbox-sink.ts) that answers at once, a customer with one contact who asked for milestone
 * e-mail, and 1,000 ocean shipments naming that customer. The burst: 1,000 saves entering each
 * shipment's departure, 32 at a time. A message's wait is from its save's answer (the change
 * and its message committed) to its arrival at the mail server. The baseline, measured in the
 * same run against the same mail server: 1,000 messages sent straight from a process, one
 * connection each as the server's mailer does, 32 at a time, each timed from its start to its
 * arrival (what a save would wait if it sent its e-mail itself). Reports and exits 0 unless a
 * message is lost or arrives twice. See bench/README.md.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import nodemailer from 'nodemailer';
import PocketBase from 'pocketbase';
import { DEMO_IDS } from '@rumbo/domain';
import { startPostgresCluster } from '../apps/server/test/postgres-cluster.ts';
import {
  startProductProcess,
  stopProductProcess,
  type ProductProcess,
} from '../apps/server/test/product-process.ts';
import { percentile, round } from './bench-metrics.ts';
import { SINK_PASSWORD, SINK_USER, startOutboxSink, type OutboxSink } from './outbox-sink.ts';

type Engine = 'sqlite' | 'postgres';

const CHANGES = Number(process.env.BENCH_CHANGES ?? 1_000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 32);
const ENGINES = (process.env.BENCH_ENGINES ?? 'sqlite,postgres').split(',') as Engine[];
const CODE = /BNC\d{7}/;
const GIVE_UP_MS = 20 * 60_000;

type Figures = {
  engine: Engine;
  saveP50: number;
  saveP99: number;
  burstMs: number;
  waitP50: number;
  waitP99: number;
  waitMax: number;
  drainMs: number;
  repeats: number;
};

async function main(): Promise<void> {
  setTimeout(() => {
    console.error(`Gave up after ${GIVE_UP_MS / 60_000} minutes`);
    process.exit(1);
  }, GIVE_UP_MS).unref();
  const results: Figures[] = [];
  const baselines: { p50: number; p99: number }[] = [];
  for (const engine of ENGINES) {
    const dir = mkdtempSync(path.join(tmpdir(), `rumbo-bench-outbox-${engine}-`));
    const cluster = engine === 'postgres' ? await startPostgresCluster() : null;
    const sink = await startOutboxSink(CODE);
    let server: ProductProcess | null = null;
    try {
      server = await startProductProcess(dir, {
        databaseUrl: cluster?.url,
        env: { DAILY_DIGEST: '0', BCRYPT_COST: '4' },
      });
      baselines.push(await measureBaseline(sink));
      sink.arrivals.clear();
      results.push(await measureEngine(engine, server.url, sink));
    } finally {
      if (server) await stopProductProcess(server, 'SIGTERM');
      await sink.close();
      await cluster?.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  report(results, baselines);
  process.exit(results.some((r) => r.repeats > 0) ? 1 : 0);
}

async function measureEngine(engine: Engine, url: string, sink: OutboxSink): Promise<Figures> {
  const ops = new PocketBase(url);
  ops.autoCancellation(false);
  await ops.admins.authWithPassword('ops@rumbo.test', 'RumboDemo2026');
  const partner = await ops.collection('partners').create({
    company: DEMO_IDS.golfo,
    rol: 'Cliente',
    displayName: 'Cliente del banco de pruebas',
    contacts: [
      {
        id: 'bench1',
        nombre: 'Bench Reader',
        email: 'reader@bench.test',
        language: 'en',
        notify: { milestones: true },
      },
    ],
  });
  console.log(`${engine}: creating ${CHANGES} shipments…`);
  const ids: string[] = [];
  await inParallel(CHANGES, 16, async (i) => {
    const record = await ops.collection('shipments_ocean').create({
      company: DEMO_IDS.golfo,
      shipmentCode: `BNC${String(i).padStart(7, '0')}`,
      portOfLoad: 'Manzanillo (MXZLO)',
      parties: [{ partner: partner.id, role: 'consignee' }],
    });
    ids[i] = record.id;
  });
  await ops.settings.update({
    smtp: {
      enabled: true,
      host: '127.0.0.1',
      port: sink.port,
      username: SINK_USER,
      password: SINK_PASSWORD,
      authMethod: 'PLAIN',
      tls: false,
    },
  });
  // The demo's own waiting messages go first; the burst starts on an idle outbox.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  console.log(`${engine}: burst of ${CHANGES} changes, ${CONCURRENCY} at a time…`);
  const committed = new Map<string, number>();
  const saves: number[] = [];
  const start = performance.now();
  await inParallel(CHANGES, CONCURRENCY, async (i) => {
    const began = performance.now();
    await ops
      .collection('shipments_ocean')
      .update(ids[i]!, { portOfLoadDepartureActual: '2026-12-01 10:00:00.000Z' });
    const at = performance.now();
    saves.push(at - began);
    committed.set(`BNC${String(i).padStart(7, '0')}`, at);
  });
  const burstMs = performance.now() - start;
  await sink.waitFor(CHANGES, 10 * 60_000);
  const drainMs = Math.max(...sink.arrivals.values()) - start;
  // A little longer: a message sent twice would arrive now.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const waits = [...committed].map(([code, at]) => sink.arrivals.get(code)! - at);
  return {
    engine,
    saveP50: percentile(saves, 50),
    saveP99: percentile(saves, 99),
    burstMs,
    waitP50: percentile(waits, 50),
    waitP99: percentile(waits, 99),
    waitMax: Math.max(...waits),
    drainMs,
    repeats: sink.repeats(),
  };
}

/** 1,000 messages straight to the same mail server, a connection each, 32 at a time. */
async function measureBaseline(sink: OutboxSink): Promise<{ p50: number; p99: number }> {
  const waits: number[] = [];
  const base = 9_000_000;
  await inParallel(CHANGES, CONCURRENCY, async (i) => {
    const code = `BNC${String(base + i)}`;
    const began = performance.now();
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: sink.port,
      secure: false,
      auth: { user: SINK_USER, pass: SINK_PASSWORD },
    });
    try {
      await transport.sendMail({
        from: 'no-reply@rumbo.test',
        to: 'reader@bench.test',
        subject: `Your shipment ${code} has departed`,
        text: 'Baseline message.',
        html: '<p>Baseline message.</p>',
      });
    } finally {
      transport.close();
    }
    waits.push(sink.arrivals.get(code)! - began);
  });
  return { p50: percentile(waits, 50), p99: percentile(waits, 99) };
}

async function inParallel(
  count: number,
  width: number,
  work: (index: number) => Promise<void>,
): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < count) await work(next++);
    }),
  );
}

function report(results: Figures[], baselines: { p50: number; p99: number }[]): void {
  console.log('');
  console.log(
    `Outbox wait under a burst of ${CHANGES} changes (${CONCURRENCY} saves at a time), ms`,
  );
  console.log(
    '| engine | save p50 | save p99 | burst | wait p50 | wait p99 | wait max | all sent after | direct send p50 / p99 (baseline) | wait p50 / baseline p50 | wait p99 / baseline p99 | sent twice |',
  );
  console.log('| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |');
  results.forEach((r, i) => {
    const b = baselines[i]!;
    console.log(
      `| ${r.engine} | ${round(r.saveP50)} | ${round(r.saveP99)} | ${Math.round(r.burstMs)} | ${round(r.waitP50)} | ${round(r.waitP99)} | ${round(r.waitMax)} | ${Math.round(r.drainMs)} | ${round(b.p50)} / ${round(b.p99)} | ${round(r.waitP50 / b.p50)}× | ${round(r.waitP99 / b.p99)}× | ${r.repeats} |`,
    );
  });
}

await main();
