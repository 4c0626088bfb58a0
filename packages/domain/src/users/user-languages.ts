/**
 * The languages a person may choose for the signed-in app (issue 20), stored on their `users`
 * record. No choice (an empty field) means the default: the spec's own texts.
 */
export const USER_LANGUAGES = ['es', 'en'] as const;
export type UserLanguage = (typeof USER_LANGUAGES)[number];

/** The stored value as a language, or null (the default) for anything else. */
export function userLanguageOf(value: unknown): UserLanguage | null {
  return (USER_LANGUAGES as readonly unknown[]).includes(value) ? (value as UserLanguage) : null;
}

/** The locale dates, numbers and money are written in for a language (null: the default). */
export function localeOfLanguage(language: UserLanguage | null): string {
  if (language === 'es') return 'es-MX';
  if (language === 'en') return 'en-US';
  return 'en-GB';
}
