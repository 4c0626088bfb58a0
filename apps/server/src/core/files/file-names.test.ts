import { describe, expect, it } from 'vitest';
import { extractExtension, isPlainFileName, snakeCase, storedFileName } from './file-names.ts';

describe('snakeCase (PocketBase inflector)', () => {
  it.each([
    ['My Photo', 'my_photo'],
    ['myTestDB', 'my_test_db'],
    ['Constancia-Situación Fiscal', 'constancia_situaci_n_fiscal'],
    ['__already__snake__', 'already_snake'],
    ['ABC', 'abc'],
    ['a1B', 'a1_b'],
    ['¡¿!', ''],
  ])('%s → %s', (input, expected) => {
    expect(snakeCase(input)).toBe(expected);
  });
});

describe('extractExtension', () => {
  it.each([
    ['test.txt', '.txt'],
    ['test.tar.gz', '.tar.gz'],
    ['test.a.tar.gz', '.tar.gz'],
    ['.env', '.env'],
    ['noext', ''],
  ])('%s → %s', (name, expected) => {
    expect(extractExtension(name)).toBe(expected);
  });
});

describe('storedFileName (reference §11.1)', () => {
  it('snake-cases the name, adds 10 random characters and keeps the extension', () => {
    expect(storedFileName('My Photo.PNG', '.png')).toMatch(/^my_photo_[A-Za-z0-9]{10}\.PNG$/);
  });

  it('never gives the same name twice', () => {
    const names = new Set(Array.from({ length: 50 }, () => storedFileName('a b c.pdf', '')));
    expect(names.size).toBe(50);
  });

  it('pads names shorter than 3 characters and cuts them at 100', () => {
    expect(storedFileName('x.pdf', '')).toMatch(/^x[A-Za-z0-9]{10}_[A-Za-z0-9]{10}\.pdf$/);
    const long = storedFileName(`${'a'.repeat(150)}.pdf`, '');
    expect(long).toMatch(new RegExp(`^${'a'.repeat(100)}_[A-Za-z0-9]{10}\\.pdf$`));
  });

  it('takes the sniffed extension when the name has none or only invalid characters', () => {
    expect(storedFileName('scan', '.jpg')).toMatch(/^scan_[A-Za-z0-9]{10}\.jpg$/);
    expect(storedFileName('scan.ñ', '.jpg')).toMatch(/^scan_[A-Za-z0-9]{10}\.jpg$/);
  });

  it('strips unsafe characters from the extension and keeps its last 20', () => {
    expect(storedFileName('a/b.p"d f', '')).toMatch(/^a_b_[A-Za-z0-9]{10}\.pdf$/);
    const name = storedFileName(`doc.${'x'.repeat(30)}`, '');
    expect(name).toMatch(new RegExp(`_[A-Za-z0-9]{10}\\.${'x'.repeat(20)}$`));
  });
});

describe('isPlainFileName', () => {
  it('accepts stored names', () => {
    expect(isPlainFileName('my_photo_Ab24ZjL0pQ.PNG')).toBe(true);
    expect(isPlainFileName('x...png')).toBe(true);
  });

  it.each(['', '.', '..', '../data.db', 'a/b', 'a\\b', 'a\0b', 'a\nb', 'x'.repeat(256)])(
    'refuses %j',
    (name) => {
      expect(isPlainFileName(name)).toBe(false);
    },
  );
});
