import { isHistorySource, type HistoryActor, type HistorySource } from '@rumbo/domain';
import type { CollectionModel } from '@rumbo/domain';
import type { RequestContext } from '../../core/records/identity.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import { normalizeDateTime } from '../../tools/dates.ts';

/**
 * The headers a client names how a change was made with (`X-Rumbo-Source`, `X-Rumbo-Made-At`,
 * `X-Rumbo-Undo-Of`; docs/decisions/065), as the request context keys them.
 */
const SOURCE_HEADER = 'x_rumbo_source';
const MADE_AT_HEADER = 'x_rumbo_made_at';
const UNDO_OF_HEADER = 'x_rumbo_undo_of';

/** Sources only the server itself gives: a client that names them is taken as `api`. */
const SERVER_SOURCES: ReadonlySet<HistorySource> = new Set(['restore']);
const ENTRY_ID = /^[a-z0-9]{15}$/;

export type HistoryOrigin = {
  actor: HistoryActor;
  source: HistorySource;
  madeAt: string;
  undoOf: string;
};

/**
 * Who made a change and how, as of the request: the signed-in record with the name it shows
 * now, or the operator by e-mail. A write without a request (a password reset by link) is made
 * by the record itself when it is an account.
 */
export function historyOrigin(
  ctx: RequestContext | undefined,
  self?: { collection: CollectionModel; record: RecordValues },
): HistoryOrigin {
  const source = sourceOf(ctx);
  return {
    actor: actorOf(ctx, self),
    source,
    madeAt: source === 'offline' ? (madeAtOf(ctx) ?? '') : '',
    undoOf: source === 'undo' ? undoOfHeader(ctx) : '',
  };
}

function actorOf(
  ctx: RequestContext | undefined,
  self?: { collection: CollectionModel; record: RecordValues },
): HistoryActor {
  const identity = ctx?.identity;
  if (identity?.kind === 'admin')
    return { id: identity.admin.id, collection: '_admins', name: identity.admin.email };
  if (identity?.kind === 'record') return recordActor(identity.collection.name, identity.record);
  if (!ctx && self?.collection.type === 'auth')
    return recordActor(self.collection.name, self.record);
  return { id: '', collection: '', name: '' };
}

function recordActor(collection: string, record: RecordValues): HistoryActor {
  const name = [record.nombreCompleto, record.name, record.email, record.username].find(
    (value) => typeof value === 'string' && value.trim() !== '',
  );
  return { id: String(record.id), collection, name: String(name ?? record.id).slice(0, 200) };
}

function sourceOf(ctx: RequestContext | undefined): HistorySource {
  const claimed = ctx?.headers[SOURCE_HEADER];
  return isHistorySource(claimed) && !SERVER_SOURCES.has(claimed) ? claimed : 'api';
}

function madeAtOf(ctx: RequestContext | undefined): string | null {
  const value = ctx?.headers[MADE_AT_HEADER];
  return value ? normalizeDateTime(value) : null;
}

function undoOfHeader(ctx: RequestContext | undefined): string {
  const value = ctx?.headers[UNDO_OF_HEADER] ?? '';
  return ENTRY_ID.test(value) ? value : '';
}
