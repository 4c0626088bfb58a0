/**
 * The baseline of `bench/read-path.ts`: a bare Node HTTP process (no framework, no database, no
 * parsing) that answers each captured path with the exact bytes and content type the product
 * server gave for it. What separates the two is the record server's own work.
 *
 * With `BENCH_TWIN_DATABASE_URL` it first asks that PostgreSQL database one trivial query
 * (`SELECT 1`, through a `pg` pool as large as the product's) per request: the least any
 * server must do that answers from a database other instances write to, and so the floor of
 * the PostgreSQL targets (decision 070). An answer that carries `statements` (the reading
 * statements the product sent for that request, statement-recorder.ts) runs those instead, one
 * after the other and prepared once per connection as the product's are: the least a server
 * must do that reads a change mark and then applies the access rule in the database
 * (decision 071).
 */
import http from 'node:http';
import pg from 'pg';
import { answerStats } from './child-stats.ts';
import type { RecordedStatement } from './statement-recorder.ts';

const databaseUrl = process.env.BENCH_TWIN_DATABASE_URL;
const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: 10 }) : null;

export type CapturedAnswer = {
  path: string;
  contentType: string;
  body: string;
  statements?: RecordedStatement[];
};

type Answer = { contentType: string; body: Buffer; statements: pg.QueryConfig[] };

const answers = new Map<string, Answer>();
let named = 0;

process.on('message', (message: { answers?: CapturedAnswer[] }) => {
  if (!message?.answers) return;
  for (const answer of message.answers)
    answers.set(answer.path, {
      contentType: answer.contentType,
      body: Buffer.from(answer.body, 'base64'),
      statements: (answer.statements ?? []).map(({ text, values }) => ({
        name: `twin${named++}`,
        text,
        values,
      })),
    });
  process.send!({ loaded: answers.size });
});

const server = http.createServer((request, response) => {
  const answer = answers.get(request.url ?? '');
  if (!answer) {
    response.writeHead(404).end();
    return;
  }
  const send = () => {
    response.writeHead(200, {
      'Content-Type': answer.contentType,
      'Content-Length': answer.body.length,
    });
    response.end(answer.body);
  };
  if (!pool) return send();
  const failed = () => response.writeHead(500).end();
  if (!answer.statements.length) return void pool.query('SELECT 1').then(send, failed);
  void runInTurn(pool, answer.statements).then(send, failed);
});
server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  answerStats();
  process.send!({ url: `http://127.0.0.1:${port}` });
});
process.on('disconnect', () => {
  server.closeAllConnections();
  void pool?.end();
  server.close(() => process.exit(0));
});

async function runInTurn(on: pg.Pool, statements: pg.QueryConfig[]): Promise<void> {
  for (const statement of statements) await on.query(statement);
}
