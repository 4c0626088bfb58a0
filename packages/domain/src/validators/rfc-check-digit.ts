// SAT's character table for the RFC check digit; a space pads 12-character RFCs to 13.
const RFC_CHARACTERS = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ';

/**
 * The SAT check digit an RFC (12 or 13 characters) should end with: over the first 12
 * characters (a 12-character RFC is prefixed with a space), sum each character's index in
 * SAT's table × weights 13 … 2, take 11 − (sum mod 11), with 11 → '0' and 10 → 'A'.
 */
export function rfcCheckDigit(rfc: string): string {
  const body = rfc.padStart(13, ' ').slice(0, 12);
  let sum = 0;
  for (const [index, char] of [...body].entries()) {
    sum += Math.max(RFC_CHARACTERS.indexOf(char), 0) * (13 - index);
  }
  const digit = 11 - (sum % 11);
  if (digit === 11) return '0';
  return digit === 10 ? 'A' : String(digit);
}
