/**
 * `npm run bench:quotes` (issue 38): how long Rumbo takes to price a quote with three options on
 * a company with 5,000 tariff lines, the work the quote editor repeats whenever the lane, cargo
 * or date changes. In process, no server.
 *
 * Data: 5,000 buy lines of one company (BENCH_TARIFF_LINES): 60 lanes × carriers × charges ×
 * container types and validity windows, a fifth of them ended; the lane asked about has three
 * carriers with their own freight and surcharges plus the forwarder's own charges.
 * Scenarios, interleaved run by run after a warm-up:
 * (a) propose the options (quoteLane over every line: lane, cargo, date, one option per carrier,
 *     margin rules and IVA per line) and total each option in both currencies at a rate;
 * (b) baseline: one plain pass over the same lines comparing the lane's two codes (what any
 *     search through the lines must at least do).
 * Output: median and p95 ms per run, CPU median, the ratio to (b), and PASS when (a)'s median is
 * under 50 ms (a keystroke's budget in the editor, decision 075). Checks before timing: three
 * options, each with its freight line. Knobs: BENCH_TARIFF_LINES (5000), BENCH_RUNS (200).
 */
import {
  proposeQuoteOptions,
  quoteTotals,
  type MarginRules,
  type ProposalQuery,
  type Tariff,
} from '@rumbo/domain';
import { summarizeTimings, timeRun, type RunTiming } from './notifications-timing.ts';

const LINES = Number(process.env.BENCH_TARIFF_LINES ?? 5_000);
const RUNS = Number(process.env.BENCH_RUNS ?? 200);
const WARMUP = 20;
const TARGET_MS = 50;

const ORIGINS = [
  'CNSHA',
  'CNNGB',
  'CNYTN',
  'KRPUS',
  'JPTYO',
  'DEHAM',
  'NLRTM',
  'ESVLC',
  'USHOU',
  'BRSSZ',
];
const DESTINATIONS = ['MXZLO', 'MXLZC', 'MXVER', 'MXATM', 'MXESE', 'MXPGO'];
const CARRIERS = [
  'Maersk',
  'MSC',
  'CMA CGM',
  'Hapag-Lloyd',
  'COSCO Shipping',
  'ONE',
  'Evergreen',
  'ZIM',
];
const CHARGES = [
  { charge: 'Ocean freight', basis: 'container' as const },
  { charge: 'BAF', basis: 'teu' as const },
  { charge: 'Peak season surcharge', basis: 'container' as const },
  { charge: 'Emisión de BL', basis: 'shipment' as const },
];
const TYPES = ['22G1', '45G1', '42G1', '45R1'];
const RULES: MarginRules = {
  charges: [{ charge: 'THC destino', kind: 'fixed', value: 900 }],
  quote: { kind: 'percent', value: 12 },
};
const DAY = '2026-12-04';

function tariffLines(count: number): Tariff[] {
  const lines: Tariff[] = [];
  let n = 0;
  const add = (fields: Partial<Tariff>) => {
    n += 1;
    const ended = n % 5 === 0;
    lines.push({
      id: `bench${String(n).padStart(10, '0')}`,
      collectionId: 'tariffs',
      collectionName: 'tariffs',
      created: '',
      updated: '',
      company: 'benchcompany000',
      kind: 'buy',
      mode: 'FCL',
      direction: 'import',
      cargoType: 'general',
      carrier: '',
      contractRef: '',
      customer: '',
      origin: 'CNSHA',
      destination: 'MXZLO',
      charge: 'Ocean freight',
      basis: 'container',
      containerType: '45G1',
      currency: 'USD',
      amount: 1000 + (n % 900),
      minAmount: 0,
      breaks: [],
      validFrom: ended ? '2026-06-01 00:00:00.000Z' : '2026-11-01 00:00:00.000Z',
      validTo: ended ? '2026-10-31 00:00:00.000Z' : '2027-01-31 00:00:00.000Z',
      transitDays: 20 + (n % 15),
      freeDays: 7 + (n % 14),
      notes: '',
      legacyId: '',
      createdBy: '',
      updatedBy: '',
      searchText: '',
      ...fields,
    } as Tariff);
  };
  // The lane asked about, in force on the quote's day: three carriers of its own, and the
  // forwarder's charges on it.
  const current = { validFrom: '2026-11-01 00:00:00.000Z', validTo: '2027-01-31 00:00:00.000Z' };
  for (const carrier of ['Maersk', 'MSC', 'CMA CGM'])
    for (const { charge, basis } of CHARGES)
      add({
        ...current,
        carrier,
        charge,
        basis,
        containerType: basis === 'container' ? '45G1' : '',
      });
  add({ ...current, charge: 'THC destino', basis: 'container', currency: 'MXN', amount: 4200 });
  add({ ...current, charge: 'Despacho aduanal', basis: 'shipment', currency: 'MXN', amount: 3500 });
  // Everything else the company holds.
  for (let i = 0; lines.length < count; i += 1) {
    const { charge, basis } = CHARGES[i % CHARGES.length]!;
    add({
      origin: ORIGINS[i % ORIGINS.length],
      destination: DESTINATIONS[Math.floor(i / ORIGINS.length) % DESTINATIONS.length],
      carrier: CARRIERS[Math.floor(i / 60) % CARRIERS.length],
      charge,
      basis,
      containerType: basis === 'container' ? TYPES[i % TYPES.length] : '',
      // Other lanes only: the asked lane keeps exactly its three carriers.
      ...(i % 60 === 0 ? { destination: 'MXVER' } : {}),
    });
  }
  return lines.filter(
    (line, index) => index < 14 || !(line.origin === 'CNSHA' && line.destination === 'MXZLO'),
  );
}

const QUERY: ProposalQuery = {
  mode: 'ocean',
  origin: 'CNSHA',
  destination: 'MXZLO',
  customer: 'Importadora del Bajío',
  date: DAY,
  cargo: { kind: 'fcl', containers: [{ type: "40' HC", count: 2 }] },
};

function priceQuote(tariffs: readonly Tariff[]): number {
  const options = proposeQuoteOptions(tariffs, QUERY, RULES);
  let total = 0;
  for (const option of options)
    total += quoteTotals(option.lines, 'USD', 18.3521).converted?.total ?? 0;
  return total;
}

function main(): void {
  const tariffs = tariffLines(LINES);
  const options = proposeQuoteOptions(tariffs, QUERY, RULES);
  if (
    options.length !== 3 ||
    options.some((o) => !o.lines.some((l) => l.charge === 'Ocean freight'))
  )
    throw new Error(
      `Expected three options with freight, got ${JSON.stringify(options.map((o) => o.carrier))}`,
    );
  console.log(
    `data: ${tariffs.length} tariff lines; the lane gives ${options.length} options (${options
      .map((o) => `${o.carrier}: ${o.lines.length} lines`)
      .join(', ')})`,
  );
  let sink = 0;
  const scenarios = [
    { name: '(a) price a quote with three options', run: () => (sink += priceQuote(tariffs)) },
    {
      name: '(b) baseline: one pass matching the lane',
      run: () => {
        for (const line of tariffs)
          if (line.origin === QUERY.origin && line.destination === QUERY.destination) sink += 1;
      },
    },
  ];
  for (let i = 0; i < WARMUP; i++) scenarios.forEach((scenario) => scenario.run());
  const timings = scenarios.map((): RunTiming[] => []);
  for (let round = 0; round < RUNS; round++)
    scenarios.forEach((scenario, index) => timings[index]!.push(timeRun(scenario.run)));
  const summaries = timings.map(summarizeTimings);
  const baseline = summaries[1]!;
  console.log(`\n${RUNS} interleaved runs each; ms per run`);
  console.log(
    'scenario                                     median      p95   CPU median   ratio to (b)',
  );
  scenarios.forEach((scenario, index) => {
    const { median, p95, cpuMedian } = summaries[index]!;
    console.log(
      `${scenario.name.padEnd(42)} ${median.toFixed(3).padStart(8)} ${p95.toFixed(3).padStart(8)} ${cpuMedian
        .toFixed(3)
        .padStart(12)} ${(median / baseline.median).toFixed(1).padStart(13)}×`,
    );
  });
  const verdict = summaries[0]!.median < TARGET_MS ? 'PASS' : 'FAIL';
  console.log(
    `\n${verdict}: a quote with three options priced in ${summaries[0]!.median.toFixed(2)} ms (median) over ${tariffs.length} lines (target < ${TARGET_MS} ms)`,
  );
  if (sink === 0) console.log('(nothing computed)');
}

main();
