import { Alert } from '@mantine/core';
import { IconCloudOff, IconLock } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { EditorLock } from './use-shipment-lock.ts';

export type EditorBannersProps = {
  lock: EditorLock;
  isDirty: boolean;
  isOnline: boolean;
  isDemo: boolean;
  error: string | null;
};

/** Who else is editing, working offline, and why the last save failed. */
export function EditorBanners({ lock, isDirty, isOnline, isDemo, error }: EditorBannersProps) {
  const { t } = useTranslation();
  const isOffline = !isDemo && (!isOnline || lock.status === 'offline');
  return (
    <>
      {lock.status === 'taken' && (
        <Alert
          color={isDirty ? 'orange' : 'yellow'}
          icon={<IconLock size={18} aria-hidden />}
          mb="md"
          data-lock-banner
        >
          {t(
            isDirty ? 'shipmentEditor.lock.takenWhileEditing' : 'shipmentEditor.lock.takenReadOnly',
            {
              name: lock.ownerName,
            },
          )}
        </Alert>
      )}
      {isOffline && lock.status !== 'taken' && (
        <Alert
          color="gray"
          icon={<IconCloudOff size={18} aria-hidden />}
          mb="md"
          data-offline-banner
        >
          {t('shipmentEditor.lock.offline')}
        </Alert>
      )}
      {error && (
        <Alert color="red" role="alert" title={t('shipmentEditor.errors.title')} mb="md">
          {error}
        </Alert>
      )}
    </>
  );
}
