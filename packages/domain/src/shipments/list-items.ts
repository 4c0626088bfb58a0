/**
 * The items of a shipment's JSON sub-list (`containersList`, `costControlRows` …): the objects
 * in it; anything that is not a list gives none, and what is not an object is left out.
 */
export function listItems(list: unknown): Record<string, unknown>[] {
  if (!Array.isArray(list)) return [];
  return list.filter(
    (item): item is Record<string, unknown> => typeof item === 'object' && item !== null,
  );
}
