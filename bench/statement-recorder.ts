/**
 * Inside the read path's product server on PostgreSQL (read-path-server.ts): answers the parent's
 * `{ record: 'start' }` and `{ record: 'stop' }` with the reading statements the server sent to
 * PostgreSQL between the two (text and bound values), so `bench/read-path.ts` can hand the very
 * statements of one request to a twin that runs them and nothing else (bare-twin-server.ts).
 */
import pg from 'pg';

export type RecordedStatement = { text: string; values: unknown[] };

type QueryConfig = { text?: string; values?: unknown[] };

export function answerRecordedStatements(): void {
  let recorded: RecordedStatement[] | null = null;
  const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
  // The one way to see what the product sends without a hook in the product for benchmarks.
  pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    const [config, values] = args as [string | QueryConfig, unknown];
    const text = typeof config === 'string' ? config : config?.text;
    if (recorded && text && /^\s*SELECT\b/i.test(text))
      recorded.push({
        text,
        values: ((typeof config === 'string' ? values : config.values) as unknown[]) ?? [],
      });
    return query.apply(this, args);
  } as typeof pg.Client.prototype.query;
  process.on('message', (message: { record?: 'start' | 'stop' }) => {
    if (message?.record === 'start') {
      recorded = [];
      process.send!({ recording: true });
    }
    if (message?.record === 'stop') {
      process.send!({ statements: recorded ?? [] });
      recorded = null;
    }
  });
}
