import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  useRevokeTrackingLink,
  type LinkedShipment,
  type TrackingLink,
} from '#data/tracking-links/tracking-links.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { showToast } from '#ui/toast.ts';
import { linkFailure } from './link-failure.ts';

/** Revoking a link: asked first; done, it says so in a toast, and failed, why (kept on screen). */
export function useRevokeLink(shipment: LinkedShipment) {
  const { t } = useTranslation();
  const mutation = useRevokeTrackingLink(shipment);
  const [error, setError] = useState<string | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);

  const revoke = async (link: TrackingLink) => {
    setIsConfirming(true);
    const confirmed = await confirmAction({
      message: t('shareTracking.revokeConfirm', { label: link.label }),
      confirmLabel: t('shareTracking.link.revoke'),
      destructive: true,
    }).finally(() => setIsConfirming(false));
    if (!confirmed) return;
    setError(null);
    try {
      await mutation.mutateAsync(link);
      showToast({ message: t('shareTracking.revoked', { label: link.label }), tone: 'success' });
    } catch (error) {
      console.warn('Revoking a tracking link failed.', error);
      const failure = linkFailure(error);
      setError(
        failure.kind === 'offline'
          ? t('shareTracking.errors.revokeOffline')
          : failure.kind === 'gone'
            ? t('shareTracking.errors.linkGone')
            : t('shareTracking.errors.revokeFailed', { message: serverErrorText(error) }),
      );
    }
  };

  const revokingId = mutation.isPending ? (mutation.variables?.id ?? null) : null;
  return { revoke, revokingId, error, isConfirming };
}
