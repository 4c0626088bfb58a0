import type { Db } from './db.ts';

/**
 * The sign-in throttle's failures (docs/decisions/022): one row per failed or pending password
 * sign-in and key (an identity, a client address), `at` in milliseconds since the epoch. Shared
 * by every instance on the database; rows past the window are swept. The same SQL on both
 * engines, so both dialects' lists include it.
 */
export const SIGN_IN_FAILURES_TABLE = [
  `CREATE TABLE IF NOT EXISTS "_signInFailures" (
    "key" TEXT NOT NULL, "at" BIGINT NOT NULL, "attempt" TEXT NOT NULL,
    PRIMARY KEY ("key", "at", "attempt"))`,
  `CREATE INDEX IF NOT EXISTS "_signInFailures_at_idx" ON "_signInFailures" ("at")`,
];

// The server's own tables (as SQLite writes them; each dialect has its own), named with a leading underscore as PocketBase's are, so that no
// collection name (which must start with a letter or digit) can collide with them.
export const SQLITE_SYSTEM_TABLES = [
  `CREATE TABLE IF NOT EXISTS "_collections" (
    "id" TEXT PRIMARY KEY NOT NULL, "name" TEXT NOT NULL COLLATE NOCASE UNIQUE,
    "type" TEXT DEFAULT 'base' NOT NULL, "system" BOOLEAN DEFAULT FALSE NOT NULL,
    "schema" JSON DEFAULT '[]' NOT NULL, "indexes" JSON DEFAULT '[]' NOT NULL,
    "listRule" TEXT DEFAULT NULL, "viewRule" TEXT DEFAULT NULL, "createRule" TEXT DEFAULT NULL,
    "updateRule" TEXT DEFAULT NULL, "deleteRule" TEXT DEFAULT NULL, "options" JSON DEFAULT '{}' NOT NULL,
    "created" TEXT DEFAULT '' NOT NULL, "updated" TEXT DEFAULT '' NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS "_admins" (
    "id" TEXT PRIMARY KEY NOT NULL, "avatar" INTEGER DEFAULT 0 NOT NULL, "email" TEXT UNIQUE NOT NULL,
    "tokenKey" TEXT UNIQUE NOT NULL, "passwordHash" TEXT NOT NULL, "lastResetSentAt" TEXT DEFAULT '' NOT NULL,
    "created" TEXT DEFAULT '' NOT NULL, "updated" TEXT DEFAULT '' NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS "_params" (
    "id" TEXT PRIMARY KEY NOT NULL, "key" TEXT UNIQUE NOT NULL, "value" JSON DEFAULT NULL,
    "created" TEXT DEFAULT '' NOT NULL, "updated" TEXT DEFAULT '' NOT NULL)`,
  `CREATE TABLE IF NOT EXISTS "_migrations" ("file" TEXT PRIMARY KEY NOT NULL, "applied" INTEGER NOT NULL)`,
  // OAuth2 identities linked to auth records: one per provider account, one per record and provider.
  `CREATE TABLE IF NOT EXISTS "_externalAuths" (
    "id" TEXT PRIMARY KEY NOT NULL, "collectionId" TEXT NOT NULL, "recordId" TEXT NOT NULL,
    "provider" TEXT NOT NULL, "providerId" TEXT NOT NULL,
    "created" TEXT DEFAULT '' NOT NULL, "updated" TEXT DEFAULT '' NOT NULL)`,
  `CREATE UNIQUE INDEX IF NOT EXISTS "_externalAuths_record_provider_idx"
    ON "_externalAuths" ("collectionId", "recordId", "provider")`,
  `CREATE UNIQUE INDEX IF NOT EXISTS "_externalAuths_collection_provider_idx"
    ON "_externalAuths" ("collectionId", "provider", "providerId")`,
  ...SIGN_IN_FAILURES_TABLE,
];

export async function ensureSystemTables(db: Db): Promise<void> {
  for (const sql of db.dialect.systemTables) await db.exec(sql);
}
