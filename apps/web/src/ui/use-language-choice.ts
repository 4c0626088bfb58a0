import type { UserLanguage } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '#i18n/language.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { showToast } from '#ui/toast.ts';

/** Stores the choice on the user's record (the data layer's `saveUserLanguage`). */
export type SaveUserLanguage = (userId: string, language: UserLanguage) => Promise<unknown>;

// Saves of the choice go one after the other: two quick choices must reach the server, and
// come back into the session, in the order they were made, the last one winning.
let saving: Promise<unknown> = Promise.resolve();

/**
 * The language choice (issue 20): applied at once, kept in this browser, and, for a signed-in
 * person, stored on their user record so that it follows them to other devices. A record that
 * cannot be written (offline) leaves the choice in this browser and says so. The caller hands in
 * the save: this folder knows no data layer.
 */
export function useLanguageChoice(saveLanguage: SaveUserLanguage) {
  // useTranslation re-renders the caller when the language changes.
  const { t } = useTranslation();
  const { user } = useAuthSession();
  const language = currentLanguage();
  const choose = (next: UserLanguage) => {
    if (next === language) return;
    void switchLanguage(next);
    if (!user) return;
    saving = saving
      .then(() => saveLanguage(user.id, next))
      .catch(() => showToast({ message: t('language.saveFailed'), tone: 'warning' }));
  };
  return { language, choose };
}
