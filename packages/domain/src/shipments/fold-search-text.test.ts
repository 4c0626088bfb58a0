import { describe, expect, it } from 'vitest';
import { foldSearchText } from './fold-search-text.ts';

describe('foldSearchText', () => {
  it.each([
    ['OCN20260001', 'ocn20260001'],
    ['Peñasco', 'penasco'],
    ['ÁÉÍÓÚ Ñandú Güero', 'aeiou nandu guero'],
    ['Crème Brûlée', 'creme brulee'],
    ['São Paulo', 'sao paulo'],
    ['Ḿazatlán', 'mazatlan'],
    ['  Lázaro \t Cárdenas\n', 'lazaro cardenas'],
    ['a  b', 'a b'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [42, ''],
  ])('%j → %j', (text, expected) => {
    expect(foldSearchText(text)).toBe(expected);
  });

  it('folds every call the same way (no regex state kept between calls)', () => {
    const folded = ['Ñ', 'Ñ', 'Ñ', 'é', 'é'].map(foldSearchText);
    expect(folded).toEqual(['n', 'n', 'n', 'e', 'e']);
  });
});
