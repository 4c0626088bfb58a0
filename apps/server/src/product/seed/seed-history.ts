import {
  DEMO_IDS,
  type CollectionModel,
  type DemoHistory,
  type DemoHistoryActor,
  type DemoHistoryStep,
} from '@rumbo/domain';
import type { Core } from '../../core/create-core.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { decodeRow } from '../../core/records/record-codec.ts';
import { formatDateTime } from '../../tools/dates.ts';

const ACCOUNTS: Record<DemoHistoryActor, string> = {
  staffGolfo: DEMO_IDS.staffGolfo,
  superGolfo: DEMO_IDS.superGolfo,
  admin: DEMO_IDS.admin,
};

/**
 * Makes the demo history's changes (issue 35) through the record engine, each as its person
 * and with the headers the web app sends (`offline` with the time it was made, `undo` naming
 * the entry it undoes), so the entries and the recycle bin are the product's own. Then it dates
 * the entries and the bin's deletion as the story says. The records themselves keep the times
 * the server gave them.
 */
export async function seedHistory(core: Core, history: DemoHistory): Promise<void> {
  const entryOf: string[] = [];
  for (const [index, step] of history.steps.entries()) {
    const collection = collectionOf(core, step.collection);
    const ctx = await contextOf(core, step, step.undoes === undefined ? '' : entryOf[step.undoes]!);
    if (step.action === 'create') await core.writer.create(collection, ctx, step.body);
    else if (step.action === 'update')
      await core.writer.update(collection, step.recordId, ctx, step.body);
    else await core.writer.delete(collection, step.recordId, ctx);
    entryOf[index] = await dateLatestEntry(core, collection, step);
  }
  await dateStoryCreates(core, history);
}

async function contextOf(
  core: Core,
  step: DemoHistoryStep,
  undoOf: string,
): Promise<RequestContext> {
  const users = collectionOf(core, 'users');
  const row = await core.db.get(`SELECT * FROM "users" WHERE "id" = ?`, [ACCOUNTS[step.actor]]);
  if (!row) throw new Error(`Seed: missing user for ${step.actor}`);
  const headers: Record<string, string> = { x_rumbo_source: step.source };
  if (step.madeAt) headers.x_rumbo_made_at = step.madeAt.toISOString();
  if (undoOf) headers.x_rumbo_undo_of = undoOf;
  return {
    identity: { kind: 'record', collection: users, record: decodeRow(users, row) },
    method: step.action === 'create' ? 'POST' : step.action === 'update' ? 'PATCH' : 'DELETE',
    query: {},
    headers,
  };
}

/** Puts the step's entry (and a deleted record's bin row) at the time the story gives it. */
async function dateLatestEntry(core: Core, collection: CollectionModel, step: DemoHistoryStep) {
  const at = formatDateTime(step.at);
  const entry = await core.db.get(
    `SELECT "id" FROM "_history" WHERE "collectionId" = ? AND "recordId" = ?
     ORDER BY "created" DESC, "id" DESC LIMIT 1`,
    [collection.id, step.recordId],
  );
  const id = String(entry?.id ?? '');
  await core.db.run(`UPDATE "_history" SET "created" = ? WHERE "id" = ?`, [at, id]);
  if (step.action === 'delete')
    await core.db.run(
      `UPDATE "_recycleBin" SET "deleted" = ? WHERE "collectionId" = ? AND "recordId" = ?`,
      [at, collection.id, step.recordId],
    );
  return id;
}

/**
 * A story shipment's create entry, dated when the demo says it was created (the date the app
 * shows as its creation), before the changes that follow it.
 */
async function dateStoryCreates(core: Core, history: DemoHistory): Promise<void> {
  for (const [id, record] of Object.entries(history.initial)) {
    const step = history.steps.find((it) => it.recordId === id);
    if (!step) continue;
    const created = formatDateTime(new Date(String(record.created).replace(' ', 'T')));
    await core.db.run(
      `UPDATE "_history" SET "created" = ? WHERE "collectionId" = ? AND "recordId" = ?
       AND "action" = 'create'`,
      [created, collectionOf(core, step.collection).id, id],
    );
  }
}

function collectionOf(core: Core, name: string): CollectionModel {
  const found = core.collections.find(name);
  if (!found) throw new Error(`Seed: missing collection ${name}`);
  return found;
}
