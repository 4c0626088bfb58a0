import { SHIPMENT_MODES, type ShipmentMode } from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { unauthorized } from '../../tools/errors.ts';
import type { FigureCache, OrderedEntries } from './figure-cache.ts';
import { byListOrder, type FigureEntry } from './figure-entry.ts';
import type { LruMemo } from './lru-memo.ts';

export const AUTH_REQUIRED = 'The request requires valid record authorization token to be set.';

/**
 * The entries of the shipments a caller's figures count, per mode in the lists' order, and a
 * `version` naming exactly that content (null when it is particular to the caller), under which
 * answers may be kept.
 */
export type ScopedEntries = {
  byMode: Record<ShipmentMode, readonly FigureEntry[]>;
  /** Every mode's entries in order: ocean, air, land. */
  all: readonly FigureEntry[];
  version: string | null;
};

export type ScopeInput = {
  core: Core;
  cache: FigureCache;
  /** Several companies' entries merged in one order (a platform admin's view), by version. */
  merges: LruMemo<readonly FigureEntry[]>;
  /** Every mode's entries in one list, by version. */
  alls: LruMemo<readonly FigureEntry[]>;
  ctx: RequestContext;
  /** One company (its id, already checked), or every company the caller may see. */
  company?: string;
};

/**
 * The shipments the caller's figures count: those of their own company (a caller whose auth
 * record names one), of the company asked for, or of every company (platform admins and
 * operators), as far as each mode's list rule admits them to the caller, decided through the
 * record reader exactly as for `GET …/records` (a company's users see their company's while its
 * membership is active; platform admins and operators see every company's). When the rule
 * admits every stored row of the scope (the usual case: one count), the cached entries are
 * used whole; otherwise only the ids it admits. Guests get 401.
 */
export async function scopedEntries(input: ScopeInput): Promise<ScopedEntries> {
  if (input.ctx.identity.kind === 'guest') throw unauthorized(AUTH_REQUIRED);
  const modes = await Promise.all(SHIPMENT_MODES.map((mode) => modeEntries(input, mode)));
  const byMode = Object.fromEntries(
    SHIPMENT_MODES.map((mode, index) => [mode, modes[index]!.entries]),
  ) as Record<ShipmentMode, readonly FigureEntry[]>;
  const versions = modes.map((it) => it.version);
  const version = versions.includes(null) ? null : versions.join('|');
  const concat = () => ([] as FigureEntry[]).concat(...modes.map((it) => it.entries));
  return { byMode, all: version ? input.alls.get(version, concat) : concat(), version };
}

type ModeEntries = { entries: readonly FigureEntry[]; version: string | null };

/** The company the caller belongs to, when their auth record names one. */
function ownCompany(ctx: RequestContext): string | undefined {
  const { identity } = ctx;
  if (identity.kind !== 'record') return undefined;
  const company = identity.record.company;
  return typeof company === 'string' && company !== '' ? company : undefined;
}

async function modeEntries(input: ScopeInput, mode: ShipmentMode): Promise<ModeEntries> {
  const { core, cache, ctx } = input;
  const collection = core.collections.find(`shipments_${mode}`);
  if (!collection) return { entries: [], version: `${mode}:none` };
  const company = input.company ?? ownCompany(ctx);
  const filter = company === undefined ? '' : `company = "${company}"`;
  const visible = await core.reader.countListed(collection, ctx, filter);
  if (visible === 0) return { entries: [], version: `${mode}:none` };
  const read = async (isFresh: boolean) => {
    const companies =
      company === undefined ? await cache.companies(collection, { isFresh }) : [company];
    const lists = await Promise.all(companies.map((id) => cache.ordered(mode, id)));
    return mergeOrdered(lists, input.merges);
  };
  let merged = await read(false);
  // A company's first shipment may be newer than the list of companies kept for a few seconds.
  if (visible > merged.entries.length && company === undefined) merged = await read(true);
  if (visible === merged.entries.length) return merged;
  // The rule admits only some rows of the scope (or rows were written since the entries were
  // last compared): count exactly the rows it admits, and keep no answer.
  const ids = new Set(await core.reader.listedIds(collection, ctx, filter));
  return { entries: merged.entries.filter((entry) => ids.has(entry.id)), version: null };
}
/** Several companies' entries (a platform admin's view) in one list order, kept per version. */
function mergeOrdered(
  lists: OrderedEntries[],
  merges: LruMemo<readonly FigureEntry[]>,
): ModeEntries {
  const version = lists.map((it) => it.version).join(',');
  if (lists.length === 1) return { entries: lists[0]!.entries, version };
  const entries = merges.get(version, () => lists.flatMap((it) => it.entries).sort(byListOrder));
  return { entries, version };
}
