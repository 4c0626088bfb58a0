const COMBINING_MARKS = /[\u0300-\u036f]/g;
const HAS_NON_ASCII = /[\u0080-\uffff]/;
const NON_ASCII = /[\u0080-\uffff]/g;
const LOOSE_SPACE = /\s{2,}|[^\S ]|^\s|\s$/;

/** Folded forms of the non-ASCII letters Spanish text uses most, read without normalising. */
const COMMON_FOLDS: Readonly<Record<string, string>> = {
  á: 'a',
  é: 'e',
  í: 'i',
  ó: 'o',
  ú: 'u',
  ü: 'u',
  ñ: 'n',
  à: 'a',
  è: 'e',
  ç: 'c',
};

/**
 * Text as shipment search compares it: lower case, accents and tildes dropped (`Peñasco` →
 * `penasco`), runs of white space collapsed to one space and ends trimmed, so typing without
 * accents still finds accented names. Common letters are folded from a table; Unicode
 * normalisation (the slow part) is kept for the rest.
 */
export function foldSearchText(text: unknown): string {
  if (typeof text !== 'string' || text === '') return '';
  let folded = text.toLowerCase();
  if (HAS_NON_ASCII.test(folded)) folded = folded.replace(NON_ASCII, foldLetter);
  return LOOSE_SPACE.test(folded) ? folded.replace(/\s+/g, ' ').trim() : folded;
}

function foldLetter(letter: string): string {
  return COMMON_FOLDS[letter] ?? letter.normalize('NFD').replace(COMBINING_MARKS, '');
}
