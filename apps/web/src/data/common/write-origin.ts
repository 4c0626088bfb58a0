import type { HistorySource } from '@rumbo/domain';

/** How a write was made, as the record's history keeps it (docs/decisions/065). */
export type WriteOrigin = { source: HistorySource; madeAt?: string; undoOf?: string };

/** The request headers that tell the server a write's origin (the web app's default is `web`). */
export function originHeaders(origin: WriteOrigin): Record<string, string> {
  return {
    'X-Rumbo-Source': origin.source,
    ...(origin.madeAt ? { 'X-Rumbo-Made-At': origin.madeAt } : {}),
    ...(origin.undoOf ? { 'X-Rumbo-Undo-Of': origin.undoOf } : {}),
  };
}

/** SDK options that send a write with its origin. */
export function sentWithOrigin(origin: WriteOrigin) {
  return { requestKey: null, headers: originHeaders(origin) };
}

/** A queued change replayed later: made offline, at the time it was queued. */
export function offlineOrigin(queuedAt: string | undefined): WriteOrigin {
  return { source: 'offline', ...(queuedAt ? { madeAt: queuedAt } : {}) };
}
