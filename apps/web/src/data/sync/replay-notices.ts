/**
 * What a replay did that the user must hear of, though nothing failed: a shipment created offline
 * whose code a colleague took meanwhile, saved under the next free code. The shell shows each
 * notice once (decision 034).
 */
export type ReplayNotice = { kind: 'recoded'; collection: string; from: string; to: string };

type Listener = (notice: ReplayNotice) => void;

const listeners = new Set<Listener>();
const waiting: ReplayNotice[] = [];

/** Tells the listeners; kept until one listens when none does yet (replay before the shell). */
export function announceReplay(notice: ReplayNotice): void {
  if (listeners.size === 0) waiting.push(notice);
  for (const listener of listeners) listener(notice);
}

/** Listens to replay notices, first receiving those that came while nobody listened. */
export function onReplayNotice(listener: Listener): () => void {
  listeners.add(listener);
  for (const notice of waiting.splice(0)) listener(notice);
  return () => listeners.delete(listener);
}
