// The thread of SqliteBackgroundWrites (sqlite-background-writes.ts): a connection of its own
// to one SQLite file, running each batch it is sent in one transaction. Plain JavaScript, so
// the thread starts the same way under every runner of the server.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file);
for (const pragma of workerData.pragmas) db.pragma(pragma);
const prepared = new Map();

function statement(sql) {
  let found = prepared.get(sql);
  if (!found) prepared.set(sql, (found = db.prepare(sql)));
  return found;
}

const runBatch = db.transaction((statements) => {
  for (const [sql, params] of statements) statement(sql).run(...params);
});

parentPort.on('message', (message) => {
  if (message.close) {
    db.close();
    parentPort.postMessage({ closed: true });
    return;
  }
  try {
    runBatch(message.statements);
    parentPort.postMessage({ id: message.id });
  } catch (error) {
    parentPort.postMessage({ id: message.id, error: String(error?.message ?? error) });
  }
});
