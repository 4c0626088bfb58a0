import { columnRef, quoteName, rawSql, sql, joinSql, type SqlFragment } from './sql-fragment.ts';

/**
 * The LEFT JOINs a query needs, keyed by alias. Aliases are derived from the field path
 * (`posts.author.company`), so resolving the same path twice reuses one join, and two paths
 * never collide: collection and field names are `\w+`, the separators are not.
 */
export class JoinRegistry {
  private readonly joins = new Map<string, SqlFragment>();
  /** Aliases of joins that can match several rows for one record. */
  private readonly repeating = new Set<string>();

  /**
   * `single`: the join matches at most one row per record (a single relation joined on the
   * target's id), so it can never repeat a record in the result.
   */
  add(alias: string, join: SqlFragment, options: { single?: boolean } = {}): void {
    this.joins.set(alias, join);
    if (options.single) this.repeating.delete(alias);
    else this.repeating.add(alias);
  }

  /** Whether a record can appear more than once in the joined rows (DISTINCT is needed then). */
  get repeatsRows(): boolean {
    return this.repeating.size > 0;
  }

  toSql(): SqlFragment {
    return joinSql([...this.joins.values()], ' ');
  }
}

export function tableSource(name: string): SqlFragment {
  return rawSql(quoteName(name));
}

/** Alias of a row inside the multi-match subquery: the same path, marked so it never clashes. */
export function multiMatchAlias(alias: string): string {
  return `mm:${alias}`;
}

/**
 * The correlated subquery listing every value an operand takes for the current record of
 * `table`: `SELECT value AS "multiMatchValue" FROM table "mm:table" <joins> WHERE same id`.
 */
export function multiMatchSubquery(input: {
  table: string;
  joins: SqlFragment[];
  value: SqlFragment;
}): SqlFragment {
  const { table, joins, value } = input;
  const alias = multiMatchAlias(table);
  const from = sql`FROM ${quoteName(table)} ${quoteName(alias)}`;
  const where = sql`WHERE ${columnRef(alias, 'id')} = ${columnRef(table, 'id')}`;
  const joined = joins.length > 0 ? sql` ${joinSql(joins, ' ')}` : rawSql('');
  return sql`SELECT ${value} AS "multiMatchValue" ${from}${joined} ${where}`;
}
