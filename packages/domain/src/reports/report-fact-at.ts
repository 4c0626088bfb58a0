import { overdueCountAt } from '../notifications/overdue-due-times.ts';
import type { ReportFact } from './report-types.ts';

/**
 * The fact as `toReportFact` would read its record at `nowMs`, from a fact read earlier and the
 * record's `overdueDueTimes`: only the overdue milestones depend on the time. The same object
 * when nothing changed.
 */
export function reportFactAt(
  fact: ReportFact,
  dueTimes: readonly number[],
  nowMs: number,
): ReportFact {
  const overdue = overdueCountAt(dueTimes, nowMs);
  if (overdue === fact.milestones.overdue) return fact;
  return { ...fact, milestones: { ...fact.milestones, overdue } };
}
