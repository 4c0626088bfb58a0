import type { UserLanguage } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { currentLanguage, switchLanguage } from '#lib/language.ts';
import { pb } from '#lib/pocketbase.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { showToast } from '#ui/toast.ts';

/**
 * The language choice (issue 20): applied at once, kept in this browser, and, for a signed-in
 * person, stored on their user record so that it follows them to other devices. A record that
 * cannot be written (offline) leaves the choice in this browser and says so.
 */
export function useLanguageChoice() {
  const { t, i18n } = useTranslation();
  const { user } = useAuthSession();
  // Read from i18next, so that components re-render when it changes.
  const language = i18n.language ? currentLanguage() : null;
  const choose = (next: UserLanguage) => {
    if (next === language) return;
    switchLanguage(next);
    if (!user) return;
    pb.collection('users')
      .update(user.id, { language: next })
      .catch(() => showToast({ message: t('language.saveFailed'), tone: 'warning' }));
  };
  return { language, choose };
}
