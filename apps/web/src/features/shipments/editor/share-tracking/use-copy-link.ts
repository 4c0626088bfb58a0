import { useTranslation } from 'react-i18next';
import { showToast } from '#ui/toast.ts';
import { trackingLinkUrl } from './tracking-link-status.ts';

/** The public address of a token on this web app, and its copy to the clipboard with a toast. */
export function useCopyLink() {
  const { t } = useTranslation();
  const urlOf = (token: string) => trackingLinkUrl(window.location.origin, token);
  const copy = async (token: string) => {
    try {
      await navigator.clipboard.writeText(urlOf(token));
      showToast({ message: t('shareTracking.copied'), tone: 'success' });
    } catch (failure) {
      console.warn('Copying a tracking link failed.', failure);
      showToast({ message: t('shareTracking.copyFailed'), tone: 'error' });
    }
  };
  return { urlOf, copy };
}
