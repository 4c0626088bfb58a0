/**
 * The user menu avatar's initials: the first two words of the full name (given name and first
 * surname in 'Mariana Torres Vega'), else of the email's name part (split at dots, dashes,
 * underscores and plus signs), else '?'.
 *
 * @example userInitials('Mariana Torres Vega', 'staff@golfo.test') // 'MT'
 */
export function userInitials(fullName: unknown, email: unknown): string {
  const nameWords = words(fullName, /\s+/);
  if (nameWords.length > 0) return initials(nameWords);
  const local = typeof email === 'string' ? email.split('@')[0] : '';
  const emailWords = words(local, /[._+-]+/);
  return emailWords.length > 0 ? initials(emailWords) : '?';
}

function words(text: unknown, separator: RegExp): string[] {
  if (typeof text !== 'string') return [];
  return text
    .normalize('NFC')
    .trim()
    .split(separator)
    .filter((word) => /\p{L}|\p{N}/u.test(word));
}

function initials(parts: string[]): string {
  return parts
    .slice(0, 2)
    .map((word) => firstCharacter(word).toLocaleUpperCase('es-MX'))
    .join('');
}

/** The first letter or digit, skipping leading punctuation ('(Ana)' → 'A'). */
function firstCharacter(word: string): string {
  return Array.from(word).find((char) => /\p{L}|\p{N}/u.test(char)) ?? '';
}
