import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Decision 043: nothing above the storage layer (core/db) knows which engine runs. SQL written
// elsewhere is engine-neutral: positional `?`, double-quoted names, standard functions; what
// differs is asked of the dialect. Lint refuses the drivers' imports; this refuses their SQL.
const SRC = path.resolve(import.meta.dirname, '../src');
const STORAGE_LAYER = path.join(SRC, 'core', 'db');

const ENGINE_SPECIFIC: [string, RegExp][] = [
  ['COLLATE NOCASE', /COLLATE\s+NOCASE/i],
  [
    'json_each / json_extract / json_valid',
    /\bjson_(each|extract|valid|type|array_length|object|array)\s*\(/i,
  ],
  ['sqlite_master / pragma', /sqlite_master|\bPRAGMA\b|pragma_table_info/i],
  ['strftime / julianday', /\b(strftime|julianday)\s*\(/i],
  ['INSERT OR IGNORE / REPLACE', /INSERT\s+OR\s+(IGNORE|REPLACE)/i],
  ['PostgreSQL casts and jsonb', /::(jsonb?|text|int|numeric)\b|\bjsonb_\w+\s*\(/i],
  ['ILIKE', /\bILIKE\b/],
  ['pg_ catalogs', /\bpg_(tables|indexes|views|advisory\w*)\b/],
  ['engine error texts', /UNIQUE constraint failed|too many SQL variables|duplicate key value/i],
];

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return full === STORAGE_LAYER ? [] : sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** The file's text without comments, so a comment may still name what it avoids. */
function codeOf(file: string): string {
  return readFileSync(file, 'utf8')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/(^|[^:'"`])\/\/.*$/gm, '$1');
}

describe('engine-specific SQL outside the storage layer', () => {
  const files = sourceFiles(SRC);

  it('finds the server sources to check', () => {
    expect(files.length).toBeGreaterThan(100);
  });

  it.each(ENGINE_SPECIFIC)('none uses %s', (_name, pattern) => {
    const offenders = files
      .filter((file) => pattern.test(codeOf(file)))
      .map((file) => path.relative(SRC, file));
    expect(offenders).toEqual([]);
  });
});
