import type { Dialect } from '../db/dialect.ts';
import { tableModel } from '../lists/table-model.ts';

/**
 * The logs table, as PocketBase's `logs.db` has it (reference §5.7), with the engine's insertion
 * order column (`rowid`) where the engine has none built in.
 */
export function logTableSql(dialect: Dialect): string[] {
  const rowid = dialect.rowidColumn ? `${dialect.rowidColumn}, ` : '';
  return [
    `CREATE TABLE IF NOT EXISTS "_logs" (${rowid}
    "id" TEXT PRIMARY KEY NOT NULL, "level" INTEGER DEFAULT 0 NOT NULL,
    "message" TEXT DEFAULT '' NOT NULL, "data" ${dialect.columnType('json')} DEFAULT '{}' NOT NULL,
    "created" TEXT DEFAULT '' NOT NULL, "updated" TEXT DEFAULT '' NOT NULL)`,
    `CREATE INDEX IF NOT EXISTS "_logs_level_idx" ON "_logs" ("level")`,
    `CREATE INDEX IF NOT EXISTS "_logs_message_idx" ON "_logs" ("message")`,
    `CREATE INDEX IF NOT EXISTS "_logs_created_hour_idx" ON "_logs" ((${dialect.hourOf('"created"')}))`,
  ];
}

/**
 * What `GET /api/logs` may filter and sort by: `rowid, id, created, updated, level, message,
 * data` and any `data.<path>` (the JSON column resolves paths with json_extract).
 */
export const LOGS_TABLE = tableModel('_logs', [
  { name: 'rowid', type: 'number' },
  { name: 'level', type: 'number' },
  { name: 'message', type: 'text' },
  { name: 'data', type: 'json' },
]);

/** slog's levels, which PocketBase stores as integers. */
export const LOG_LEVELS = { debug: -4, info: 0, warn: 4, error: 8 } as const;

export type LogEntry = {
  level: number;
  message: string;
  data: Record<string, unknown>;
  created: string;
};

type LogRow = {
  id: string;
  created: string;
  updated: string;
  data: string;
  message: string;
  level: number;
};

/** A stored log as PocketBase serialises it (`level` an integer, `data` an object). */
export function exportLog(row: Record<string, unknown>): Record<string, unknown> {
  const log = row as LogRow;
  return {
    id: log.id,
    created: log.created,
    updated: log.updated,
    data: parseData(log.data),
    message: log.message,
    level: log.level,
  };
}

function parseData(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return {};
  }
}
