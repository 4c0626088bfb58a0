import { describe, expect, it } from 'vitest';
import { defaultBackupName, isSafeBackupKey, snakeCase } from '../src/core/backups/backup-names.ts';

// Backup names and keys (reference §5.10): PocketBase's generated names, and which keys can
// never leave the backups folder.
describe('generated backup names', () => {
  it.each([
    ['Rumbo', 'rumbo'],
    ['RumboBase', 'rumbo_base'],
    ['myTestDB', 'my_test_db'],
    ['Golfo Logistics, S.A. de C.V.', 'golfo_logistics_s_a_de_c_v'],
    ['  --Acme__2024--  ', 'acme_2024'],
    ['Logística Rápida', 'log_stica_r_pida'],
  ])('snake-cases %j as %j', (input, expected) => {
    expect(snakeCase(input)).toBe(expected);
  });

  it('stamps the UTC time and cuts the app name at 50 characters', () => {
    const now = new Date('2026-03-04T05:06:07.890Z');
    expect(defaultBackupName('Rumbo', now)).toBe('pb_backup_rumbo_20260304050607.zip');
    const long = defaultBackupName('x'.repeat(80), now);
    expect(long).toBe(`pb_backup_${'x'.repeat(50)}_20260304050607.zip`);
  });
});

describe('backup keys', () => {
  it.each(['first.zip', 'pb_backup_rumbo_20260304050607.zip', '@auto_pb_backup_x.zip', 'a b.zip'])(
    'accepts %j',
    (key) => {
      expect(isSafeBackupKey(key)).toBe(true);
    },
  );

  it.each([
    '',
    '.',
    '..',
    '../data.db',
    'a/b.zip',
    'a\\b.zip',
    '.hidden.zip',
    'a\u0000.zip',
    'x'.repeat(256),
  ])('refuses %j', (key) => {
    expect(isSafeBackupKey(key)).toBe(false);
  });
});
