/**
 * Cost of deriving and sorting overdue-milestone notifications over 10,000 shipments, the work
 * the web app's notification engine repeats on load, on every shipment change and every minute.
 * Run with `npm run bench:domain`.
 *
 * Data: the domain's demo builder, repeated with consecutive seeds around one `now` (about one
 * shipment in eight has an overdue milestone), passed through JSON as records from the server
 * are. Checks before timing: notifications exist for over 10 % of the shipments and the open list
 * is sorted by due time.
 * Scenarios, interleaved run by run after a warm-up: (a) reconcile from an empty set + list the
 * open ones (first sign-in), (b) reconcile the set (a) produced + list (the minute tick),
 * (c) baseline: a plain loop reading the same date fields.
 * Output: median and p95 wall-clock ms per run, median CPU ms of the process (GC threads
 * included; on a busy machine wall time also counts waiting for a CPU), the ratio to (c), and
 * PASS when the slower of (a) and (b) has a median under 20 ms. Exits 0 either way, 1 if a check
 * fails. Knobs: BENCH_SHIPMENTS (10000), BENCH_RUNS (60).
 */
import { loadavg } from 'node:os';
import {
  listOpenNotifications,
  MODE_MILESTONES,
  reconcileNotifications,
  type MilestoneNotification,
  type ShipmentRecord,
} from '@rumbo/domain';
import { benchShipments } from './notifications-shipments.ts';
import { summarizeTimings, timeRun, type RunTiming } from './notifications-timing.ts';

const SHIPMENTS = Number(process.env.BENCH_SHIPMENTS ?? 10_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 60);
const WARMUP = 10;
const TARGET_MS = 20;

type Scenario = { name: string; run: () => void };

function main(): void {
  const now = new Date();
  const shipments = benchShipments({ count: SHIPMENTS, now });
  const first = reconcileNotifications({ existing: [], shipments, now });
  const open = listOpenNotifications(first);
  checkResults({ shipments, notifications: first, open });
  console.log(
    `data: ${shipments.length} shipments, ${first.length} notifications, ${open.length} open`,
  );
  let sink = 0;
  const scenarios: Scenario[] = [
    {
      // First look after sign-in: nothing stored yet, every notification is created.
      name: '(a) first reconcile + list',
      run: () => {
        sink += listOpenNotifications(
          reconcileNotifications({ existing: [], shipments, now }),
        ).length;
      },
    },
    {
      // The minute tick and shipment changes: the stored set is refreshed in place.
      name: '(b) steady reconcile + list',
      run: () => {
        sink += listOpenNotifications(
          reconcileNotifications({ existing: first, shipments, now }),
        ).length;
      },
    },
    { name: '(c) baseline: read the date fields', run: () => (sink += readDateFields(shipments)) },
  ];
  for (let i = 0; i < WARMUP; i++) scenarios.forEach((scenario) => scenario.run());
  const timings = scenarios.map((): RunTiming[] => []);
  // Interleaved rounds, so load from other processes falls on every scenario alike.
  for (let round = 0; round < RUNS; round++)
    scenarios.forEach((scenario, index) => timings[index]!.push(timeRun(scenario.run)));
  report(scenarios, timings);
  if (sink === 0) console.log('(nothing computed)');
}

/** The floor: touch every milestone's estimated and actual field once, as derivation must. */
function readDateFields(shipments: readonly ShipmentRecord[]): number {
  let filled = 0;
  for (const shipment of shipments) {
    for (const fields of MODE_MILESTONES[shipment.mode]) {
      if (shipment[fields.estimated]) filled++;
      if (shipment[fields.actual]) filled++;
    }
  }
  return filled;
}

function checkResults(input: {
  shipments: readonly ShipmentRecord[];
  notifications: readonly MilestoneNotification[];
  open: readonly MilestoneNotification[];
}): void {
  const { shipments, notifications, open } = input;
  const overdueShare = new Set(open.map((n) => n.shipmentId)).size / shipments.length;
  if (open.length === 0 || open.length !== notifications.length || overdueShare < 0.1)
    throw new Error(`Unexpected notifications: ${open.length} open of ${notifications.length}`);
  for (let i = 1; i < open.length; i++)
    if (open[i - 1]!.dueAt > open[i]!.dueAt) throw new Error('Open notifications are not sorted');
}

function report(scenarios: readonly Scenario[], timings: readonly RunTiming[][]): void {
  const summaries = timings.map(summarizeTimings);
  const baseline = summaries.at(-1)!;
  console.log(`\n${RUNS} interleaved runs each; ms per run (wall clock, and CPU of this process)`);
  console.log('scenario                              median      p95   CPU median   ratio to (c)');
  scenarios.forEach((scenario, index) => {
    const { median, p95, cpuMedian } = summaries[index]!;
    const ratio = (median / baseline.median).toFixed(1);
    console.log(
      `${scenario.name.padEnd(35)} ${ms(median)} ${ms(p95)} ${ms(cpuMedian, 12)} ${ratio.padStart(13)}×`,
    );
  });
  const worst = Math.max(...summaries.slice(0, -1).map((it) => it.median));
  const verdict = worst < TARGET_MS ? 'PASS' : 'FAIL';
  console.log(
    `\n${verdict}: slowest scenario median ${worst.toFixed(2)} ms per run (target < ${TARGET_MS} ms over ${SHIPMENTS} shipments)`,
  );
  // Wall time includes waiting for a CPU: on a busy machine, the CPU column tells the cost.
  const [load] = loadavg();
  if (load !== undefined && load > 1)
    console.log(`note: load average ${load.toFixed(1)} while measuring`);
}

function ms(value: number, width = 8): string {
  return value.toFixed(2).padStart(width);
}

main();
