import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { seedDatabaseIn } from './seeded-database.ts';

/**
 * Seeds one database for the server tests of this run (seeded-database.ts); test servers start
 * on copies of it. Made anew on every run, so it always matches the current migrations, seed
 * and record engine.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rumbo-seeded-database-'));
  const now = new Date();
  const file = await seedDatabaseIn(dataDir, now);
  project.provide('seededDatabase', { file, seededAt: now.toISOString() });
  return () => rmSync(dataDir, { recursive: true, force: true });
}
