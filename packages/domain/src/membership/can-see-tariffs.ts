import { normalizePlan } from './normalize-plan.ts';

/** True unless the company is on the silver plan, which hides the Tariffs entry (SPEC §6). */
export function canSeeTariffs(plan: unknown): boolean {
  return normalizePlan(plan) !== 'silver';
}
