import { randomUUID } from 'node:crypto';
import type { Db } from '../db/db.ts';
import { keptPerDb } from '../db/kept-while-unchanged.ts';
import { bindLateMacros } from '../query/late-macro.ts';
import type { BuiltSelect } from '../query/record-select.ts';

/** Compiles kept at most per database while it is unchanged (decision 070). */
const KEPT_COMPILES = 2_000;

/**
 * Where a record's id goes in a compile kept for every id: a value no request can send (it holds
 * a NUL and a random part), replaced by the requested id when the compile is run.
 */
const ID_SLOT = `\u0000id-slot:${randomUUID()}`;

const keptCompilesOf = keptPerDb<BuiltSelect>(KEPT_COMPILES);

/**
 * What a run binds into a compile: the record's id (a view) and the time of its macros; and the
 * request's change mark (RequestContext.mark).
 */
export type CompileRun = { idEquals?: string; now: Date; mark?: number | null };

/**
 * A compiled SELECT, kept while the database is unchanged (decision 070), bound for this run.
 * Its inputs are the caller (kept under the same mark, decision 069), the stored rows the
 * compile read, and the request's own terms, which `key` must name in full. `compile` builds
 * with the id slot in place of the id and the datetime macros left late (late-macro.ts), so one
 * compile serves every record of a view at any time; a compile that read `@request` values
 * other than the caller's, or valued a macro (a dialect that cannot bind late), is never kept.
 */
export async function keptCompile(
  db: Db,
  key: string,
  run: CompileRun,
  compile: (idSlot: string | undefined) => Promise<BuiltSelect>,
): Promise<BuiltSelect> {
  const mark = db.changeMark(run.mark);
  const compiles = keptCompilesOf(db);
  let built = compiles.get(key, mark);
  if (!built) {
    built = await compile(run.idEquals === undefined ? undefined : ID_SLOT);
    if (!built.readsRequest) compiles.set(key, mark, Object.freeze(built));
  }
  const params = bindLateMacros(built.params, run.now).map((value) =>
    value === ID_SLOT ? run.idEquals : value,
  );
  return { ...built, params };
}
