import Database from 'better-sqlite3';

/**
 * Throws unless `file` is an intact SQLite database of this server (it has `_collections`).
 * Opening it read-write also folds any `-wal` beside it into the file when it is closed.
 */
export function checkSqliteFile(file: string): void {
  let db: Database.Database | undefined;
  try {
    db = new Database(file, { fileMustExist: true });
    const check = db.pragma('quick_check', { simple: true });
    if (check !== 'ok') throw new Error(`the database is damaged: ${String(check)}`);
    const table = db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = '_collections'")
      .get();
    if (!table) throw new Error('the database has no _collections table');
  } finally {
    db?.close();
  }
}
