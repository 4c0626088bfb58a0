import { availableParallelism, loadavg } from 'node:os';

// How long a journey waits is a guard against a hang, never a measure of speed: on a machine
// busier or slower than the one a limit was first set on, the same steps take longer, and a fixed
// limit fails a journey that would have passed (docs/decisions/021). Every limit of the browser
// tests is a base figure times the machine's pace, read once when the stage starts.

/** The most a busy machine stretches the limits: beyond it, a journey has truly stalled. */
const MOST_PACE = 3;

/**
 * The machine's pace: 1 on an idle machine, up to 3 when the work already running wants more
 * cores than the machine has (the one-minute load average over the cores, as the browser stage
 * starts). `E2E_PACE` sets it. The runner reads it once and its workers inherit the figure, so
 * every journey of a run waits by the same measure.
 */
function readPace(): number {
  const given = Number(process.env.E2E_PACE);
  if (Number.isFinite(given) && given >= 1) return given;
  const busy = loadavg()[0]! / availableParallelism();
  const pace = Math.min(MOST_PACE, Math.max(1, Math.round(busy * 10) / 10));
  process.env.E2E_PACE = String(pace);
  return pace;
}

export const PACE = readPace();

/** A base limit in milliseconds, stretched to this machine's pace. */
export function patient(milliseconds: number): number {
  return Math.round(milliseconds * PACE);
}

/**
 * For an assertion that waits on the server and the app's first render of its data (a list, a
 * form, a chart): twice as long as any other assertion.
 */
export const LOADED = { timeout: patient(20_000) } as const;
