/**
 * The product server for `bench/realtime.bench.ts`, in a child process of its own so that its
 * memory can be measured without the 2,000 subscribers' client side, and its event loop is not
 * shared with them. Started with `--expose-gc`; answers IPC requests:
 * `memory` → its `process.memoryUsage()` after full garbage collections; `users` → that many
 * more Golfo staff members and their tokens; `stop` → closes and exits.
 */
import { DEMO_IDS } from '@rumbo/domain';
import { startSeededChildServer } from './seeded-child-server.ts';
import type { Core } from '../apps/server/src/core/create-core.ts';

export type ServerRequest =
  { type: 'memory' } | { type: 'users'; count: number } | { type: 'stop' };
export type ServerReply =
  | { type: 'ready'; url: string }
  | { type: 'memory'; usage: NodeJS.MemoryUsage; clients: number }
  | { type: 'users'; tokens: string[] };

const send = (reply: ServerReply) => process.send!(reply);

async function main(): Promise<void> {
  const { server, stop } = await startSeededChildServer('realtime');
  process.on('message', async (request: ServerRequest) => {
    if (request.type === 'stop') return void stop();
    if (request.type === 'users')
      return send({ type: 'users', tokens: await addGolfoUsers(server.core, request.count) });
    send({ type: 'memory', usage: settledMemory(), clients: server.core.realtime.clientCount });
  });
  send({ type: 'ready', url: server.url });
}

/**
 * Copies of staff@golfo.test with their own ids, emails and token keys, written straight to the
 * table (thousands of bcrypt hashes through the API would take minutes); returns their tokens.
 */
async function addGolfoUsers(core: Core, count: number): Promise<string[]> {
  const users = core.collections.find('users')!;
  const template = (await core.db.get('SELECT * FROM "users" WHERE "id" = ?', [
    DEMO_IDS.staffGolfo,
  ]))!;
  const columns = Object.keys(template);
  const names = columns.map((c) => `"${c}"`).join(', ');
  const insert = `INSERT INTO "users" (${names}) VALUES (${columns.map(() => '?').join(', ')})`;
  const rows = Array.from({ length: count }, (_, i): Record<string, unknown> => ({
    ...template,
    id: `benchuser${String(i).padStart(6, '0')}`,
    email: `bench${i}@golfo.test`,
    username: `benchuser${i}`,
    tokenKey: `bench-token-key-${i}-${Math.random().toString(36).slice(2)}`,
  }));
  await core.db.transaction(async (tx) => {
    for (const row of rows)
      await tx.run(
        insert,
        columns.map((c) => row[c]),
      );
  });
  return Promise.all(rows.map((row) => core.tokens.recordToken(users, row)));
}

function settledMemory(): NodeJS.MemoryUsage {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (!gc) throw new Error('start the bench server with --expose-gc');
  for (let i = 0; i < 3; i++) gc();
  return process.memoryUsage();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
