/**
 * A membership plan name in canonical form: trimmed, lower case, runs of spaces, hyphens and
 * underscores turned into one underscore ('Personal Development' → 'personal_development').
 */
export function normalizePlan(plan: unknown): string {
  if (typeof plan !== 'string') return '';
  return plan
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, '_')
    .replace(/^_+|_+$/g, '');
}
