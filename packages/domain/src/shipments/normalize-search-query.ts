/**
 * The shipment search text to submit, trimmed, or `null` when it is blank: the top bar's
 * search box must not submit blank input (SPEC §5).
 */
export function normalizeSearchQuery(text: unknown): string | null {
  if (typeof text !== 'string') return null;
  const query = text.trim();
  return query === '' ? null : query;
}
