import {
  cleanCode,
  FORMAT_FAILURE,
  REQUIRED_FAILURE,
  type ValidationResult,
} from './validation-result.ts';

/** A valid ISO 6346 container number and its parts. */
export type ContainerNumber = {
  number: string;
  ownerCode: string;
  /** U freight container, J detachable equipment, Z trailer or chassis. */
  category: 'U' | 'J' | 'Z';
  serial: string;
  checkDigit: string;
};

const CONTAINER_PATTERN = /^([A-Z]{3})([UJZ])(\d{6})(\d)$/;

/** ISO 6346 letter values: from A = 10 upwards, skipping multiples of 11 (A10 B12 … Z38). */
const LETTER_VALUES = new Map<string, number>();
for (let code = 65, value = 10; code <= 90; code++, value++) {
  if (value % 11 === 0) value++;
  LETTER_VALUES.set(String.fromCharCode(code), value);
}

/**
 * The ISO 6346 check digit of a container number's first 10 characters: the sum of each
 * character's value × 2^position, mod 11, where a remainder of 10 gives 0.
 */
export function containerCheckDigit(first10: string): string {
  let sum = 0;
  for (const [index, char] of [...first10].entries()) {
    const value = /\d/.test(char) ? Number(char) : (LETTER_VALUES.get(char) ?? 0);
    sum += value * 2 ** index;
  }
  return String((sum % 11) % 10);
}

/**
 * Checks an ISO 6346 container number such as `CSQU 305438-3`: spaces and hyphens are removed
 * and letters upper-cased. A wrong check digit fails with `validation_invalid_check_digit`
 * and carries the expected digit, so the form can ask "did you mean …3?".
 */
export function validateContainerNumber(input: unknown): ValidationResult<ContainerNumber> {
  const number = cleanCode(input, /[\s-]+/g);
  if (number === '') return REQUIRED_FAILURE;
  const match = CONTAINER_PATTERN.exec(number);
  if (!match) return FORMAT_FAILURE;
  const [, ownerCode = '', category, serial = '', checkDigit = ''] = match;
  const expected = containerCheckDigit(number.slice(0, 10));
  if (checkDigit !== expected) {
    const message = `Invalid check digit; expected ${expected}.`;
    return { ok: false, code: 'validation_invalid_check_digit', message, expected };
  }
  const value = {
    number,
    ownerCode,
    category: category as ContainerNumber['category'],
    serial,
    checkDigit,
  };
  return { ok: true, value, warnings: [] };
}
