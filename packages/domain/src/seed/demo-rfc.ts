import { rfcCheckDigit } from '../validators/rfc-check-digit.ts';
import type { DemoRandom } from './demo-random.ts';

/** Words SAT never lets an RFC start with; the last letter becomes X instead. */
const INCONVENIENT_WORDS = new Set(
  'BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COJA COJE COJI COJO CULO FETO GUEY JOTO KACA KACO KAGA KAGO KOGE KOJO KAKA KULO MAME MAMO MEAR MEAS MEON MION MOCO MULA PEDA PEDO PENE PUTA PUTO QULO RATA RUIN'.split(
    ' ',
  ),
);

/**
 * A well-formed fictional RFC: the given initials (3 letters for a company, 4 for a person),
 * the date as YYMMDD, a two-character homoclave and the matching check digit. Demo data only:
 * real homoclaves are assigned by SAT.
 */
export function demoRfc({
  initials,
  date,
  random,
}: {
  initials: string;
  date: Date;
  random: DemoRandom;
}): string {
  const safe = INCONVENIENT_WORDS.has(initials) ? `${initials.slice(0, 3)}X` : initials;
  const yymmdd = date.toISOString().slice(2, 10).replaceAll('-', '');
  // The first homoclave character is A–V or 1–9 (it comes from a division by 34).
  const homoclave =
    random.pick([...'ABCDEFGHIJKLMNPRSTUV123456789']) +
    random.pick([...'ABCDEFGHJKLMNPRSTUVWXYZ123456789']);
  const body = `${safe}${yymmdd}${homoclave}`;
  return withCheckDigit(body);
}

/** Upper-case ASCII letters of a Spanish name, accents removed (Ñ kept as N for simplicity). */
export function rfcLetters(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z ]/g, '');
}

/** The body (RFC without its last character) completed with SAT's check digit. */
export function withCheckDigit(body: string): string {
  // rfcCheckDigit reads a whole RFC and ignores its last character, so any placeholder will do.
  return `${body}${rfcCheckDigit(`${body}0`)}`;
}
