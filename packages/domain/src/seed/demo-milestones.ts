import { MODE_MILESTONES } from '../milestones/mode-milestones.ts';
import type { DEMO_SHIPMENT_STATUSES } from '../shipments/shipment-defaults.ts';
import type { ShipmentMode } from '../collections/shipment-mode.ts';
import { shiftDate } from './demo-dates.ts';
import type { DemoRandom } from './demo-random.ts';

export type DemoStatus = (typeof DEMO_SHIPMENT_STATUSES)[number];

export type MilestonePlan = {
  /** Estimated and actual date of every milestone, by record field name; null when not set. */
  dates: Record<string, Date | null>;
  status: DemoStatus;
  /** When the first milestone is estimated. */
  start: Date;
};

/** Hours from one milestone to the next, in MODE_MILESTONES order (the first is the start). */
const GAP_HOURS: Record<ShipmentMode, (random: DemoRandom) => number[]> = {
  // pickup, doc cut-off, physical cut-off, vessel at port of load, sailing, arrival, release, delivery
  ocean: (r) => [
    0,
    r.int(12, 30),
    r.int(12, 30),
    r.int(12, 36),
    r.int(12, 30),
    r.int(10, 16) * 24,
    r.int(48, 96),
    r.int(24, 48),
  ],
  // pickup, departure, arrival, delivery
  air: (r) => [0, r.int(12, 30), r.int(10, 18), r.int(24, 48)],
  // pickup, delivery
  land: (r) => [0, r.int(20, 72)],
};

/** Days from `now` to the first milestone: ocean starts earlier since its chain spans weeks. */
const START_DAYS: Record<ShipmentMode, [number, number]> = {
  ocean: [-20, 4],
  air: [-20, 28],
  land: [-20, 28],
};

/** Share of past milestones whose actual date somebody forgot to enter. */
const FORGOTTEN_ACTUAL = 0.07;

/**
 * A shipment of the past: planned around the `now` it was booked, with actual dates known up to
 * `actualsUntil` (today), of which the share `forgotten` was never entered.
 */
export type MilestoneHistory = { actualsUntil: Date; forgotten: number };

/**
 * Estimated dates from about 20 days before to about 30 days after `now`, with actual dates
 * for most past milestones. A late shipment (`isLate`) starts at least 6 days ago and is
 * missing the actual date of one milestone estimated 4+ days ago, so it is surely overdue
 * (due = estimate + 24 working hours, SPEC §5) whatever the random draws.
 */
export function planMilestones({
  mode,
  now,
  random,
  isLate,
  history,
}: {
  mode: ShipmentMode;
  now: Date;
  random: DemoRandom;
  isLate: boolean;
  history?: MilestoneHistory;
}): MilestonePlan {
  const [minDays, maxDays] = isLate ? [-20, -6] : START_DAYS[mode];
  const start = shiftDate(now, { days: random.int(minDays, maxDays), hours: random.int(-8, 8) });
  const gaps = GAP_HOURS[mode](random);
  let hours = 0;
  const estimates = MODE_MILESTONES[mode].map((fields, index) => {
    hours += gaps[index] ?? 0;
    return { fields, estimated: shiftDate(start, { hours }) };
  });
  const lateChoices = estimates.filter((it) => it.estimated <= shiftDate(now, { days: -4 }));
  const lateField = isLate ? random.pick(lateChoices).fields.actual : '';
  const dates: Record<string, Date | null> = {};
  for (const { fields, estimated } of estimates) {
    dates[fields.estimated] = estimated;
    dates[fields.actual] = actualDate({
      estimated,
      now: history?.actualsUntil ?? now,
      random,
      isMissing: fields.actual === lateField,
      forgotten: history?.forgotten ?? FORGOTTEN_ACTUAL,
    });
  }
  const actuals = estimates.filter((it) => dates[it.fields.actual]).length;
  return { dates, status: statusOf(actuals, estimates.length), start };
}

function actualDate({
  estimated,
  now,
  random,
  isMissing,
  forgotten,
}: {
  estimated: Date;
  now: Date;
  random: DemoRandom;
  isMissing: boolean;
  forgotten: number;
}): Date | null {
  if (estimated > now || isMissing || random.chance(forgotten)) return null;
  const actual = shiftDate(estimated, { hours: random.int(-4, 12) });
  return actual < now ? actual : shiftDate(now, { hours: -1 });
}

function statusOf(actuals: number, milestones: number): DemoStatus {
  if (actuals === milestones) return 'Finished';
  return actuals > 0 ? 'In progress' : 'In creation';
}
