import { rfcLetters } from './demo-rfc.ts';

/** Words SAT skips when taking a company's initials (articles, conjunctions, company types). */
const SKIPPED_WORDS = new Set([
  'DE',
  'DEL',
  'LA',
  'LAS',
  'LOS',
  'EL',
  'Y',
  'E',
  'SA',
  'CV',
  'S',
  'A',
  'C',
  'V',
  'R',
  'L',
  'SAPI',
  'RL',
]);

const VOWELS = /[AEIOU]/;

/**
 * RFC initials of a person (persona física): first surname's initial and first inner vowel,
 * second surname's initial, first name's initial. A simplified form of SAT's rules, enough
 * for demo data that passes the RFC format.
 */
export function personRfcInitials({
  nombre,
  apellido1,
  apellido2,
}: {
  nombre: string;
  apellido1: string;
  apellido2: string;
}): string {
  const first = rfcLetters(apellido1).replace(/ /g, '');
  const innerVowel = first.slice(1).match(VOWELS)?.[0] ?? 'X';
  return `${first.charAt(0)}${innerVowel}${rfcLetters(apellido2).charAt(0) || 'X'}${rfcLetters(nombre).charAt(0)}`;
}

/** RFC initials of a company (persona moral): the first letters of its first three words. */
export function companyRfcInitials(razonSocial: string): string {
  const words = rfcLetters(razonSocial.replace(/,.*$/, ''))
    .split(/\s+/)
    .filter((word) => word !== '' && !SKIPPED_WORDS.has(word));
  const letters = words
    .slice(0, 3)
    .map((word) => word.charAt(0))
    .join('');
  return (letters + (words[0] ?? 'XXX').slice(1)).padEnd(3, 'X').slice(0, 3);
}
