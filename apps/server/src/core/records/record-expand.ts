import { isMultiValueField, type CollectionModel, type SchemaField } from '@rumbo/domain';
import type { RecordValues } from './record-codec.ts';
import type { RecordReader } from './record-reader.ts';
import type { RequestContext } from './identity.ts';

type ExpandTree = Map<string, ExpandTree>;
type ExpandInput = {
  reader: RecordReader;
  collection: CollectionModel;
  rows: RecordValues[];
  expand: string;
  ctx: RequestContext;
};

const MAX_DEPTH = 6;
const MAX_BACK_RELATIONS = 1000;

/**
 * Resolves `?expand=` for a page of records (reference §4.4): relation fields and
 * `other_via_field` back-relations, nested with dots up to 6 levels. Each related record is read
 * through its own collection's viewRule for the caller; what cannot be expanded is left out silently.
 */
export function expandRecords(
  input: ExpandInput,
): Promise<(Record<string, unknown> | undefined)[]> {
  return expandWithTree({ ...input, tree: parseExpand(input.expand) });
}

async function expandWithTree(input: Omit<ExpandInput, 'expand'> & { tree: ExpandTree }) {
  const results = input.rows.map(() => ({}) as Record<string, unknown>);
  for (const [key, subtree] of input.tree) {
    const field = input.collection.schema.find((f) => f.name === key && f.type === 'relation');
    if (field) await expandRelation({ ...input, field, key, subtree, results });
    else await expandBackRelation({ ...input, key, subtree, results });
  }
  return results.map((r) => (Object.keys(r).length > 0 ? r : undefined));
}

type StepInput = Omit<ExpandInput, 'expand'> & {
  key: string;
  subtree: ExpandTree;
  results: Record<string, unknown>[];
};

async function expandRelation(input: StepInput & { field: SchemaField }) {
  const { reader, ctx, rows, field, key, subtree, results } = input;
  const target = reader.collectionById(String(field.options.collectionId));
  if (!target) return;
  const idsOf = (row: RecordValues) => toIds(row[field.name]);
  const ids = [...new Set(rows.flatMap(idsOf))];
  const related = await readVisible(
    reader,
    target,
    ctx,
    ids.map((id) => `id = '${escape(id)}'`),
  );
  const exported = await exportTree(reader, target, related, ctx, subtree);
  const byId = new Map(related.map((row, i) => [String(row.id), exported[i]!]));
  rows.forEach((row, index) => {
    const found = idsOf(row)
      .map((id) => byId.get(id))
      .filter((r) => r !== undefined);
    if (found.length === 0) return;
    results[index]![key] = isMultiValueField(field) ? found : found[0];
  });
}

async function expandBackRelation(input: StepInput) {
  const { reader, ctx, rows, key, subtree, results, collection } = input;
  const match = key.match(/^(\w+)_via_(\w+)$/) ?? key.match(/^(\w+)\((\w+)\)$/);
  if (!match) return;
  const target = reader.collectionByName(match[1]!);
  const field = target?.schema.find((f) => f.name === match[2] && f.type === 'relation');
  if (!target || !field || field.options.collectionId !== collection.id) return;
  const multi = isMultiValueField(field);
  for (const [index, row] of rows.entries()) {
    const id = escape(String(row.id));
    const condition = multi ? `${field.name}.id ?= '${id}'` : `${field.name} = '${id}'`;
    const visible = await readVisible(reader, target, ctx, [condition]);
    const related = visible.slice(0, MAX_BACK_RELATIONS);
    if (related.length > 0)
      results[index]![key] = await exportTree(reader, target, related, ctx, subtree);
  }
}

async function readVisible(
  reader: RecordReader,
  target: CollectionModel,
  ctx: RequestContext,
  alternatives: string[],
): Promise<RecordValues[]> {
  if (alternatives.length === 0) return [];
  if (ctx.identity.kind !== 'admin' && target.viewRule === null) return [];
  const rule = ctx.identity.kind === 'admin' ? '' : (target.viewRule ?? '');
  return reader.select({
    collection: target,
    ctx,
    conditions: [rule, alternatives.join(' || ')],
    mode: 'rows',
    allowHiddenFields: true,
  });
}

async function exportTree(
  reader: RecordReader,
  target: CollectionModel,
  rows: RecordValues[],
  ctx: RequestContext,
  subtree: ExpandTree,
) {
  const nested =
    subtree.size > 0
      ? await expandWithTree({ reader, collection: target, rows, ctx, tree: subtree })
      : [];
  const exported: Record<string, unknown>[] = [];
  for (const [i, row] of rows.entries())
    exported.push(await reader.exportOne(target, row, ctx, nested[i]));
  return exported;
}

function parseExpand(expand: string): ExpandTree {
  const root: ExpandTree = new Map();
  for (const path of expand.split(',')) {
    const parts = path.replace(/\s+/g, '').split('.').filter(Boolean).slice(0, MAX_DEPTH);
    let level = root;
    for (const part of parts) {
      const next = level.get(part) ?? new Map();
      level.set(part, next);
      level = next;
    }
  }
  return root;
}

function toIds(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String).filter(Boolean);
  return typeof value === 'string' && value !== '' ? [value] : [];
}

function escape(value: string): string {
  return value.replace(/\\/g, '\\\\').replace(/'/g, "\\'");
}
