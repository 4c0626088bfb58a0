import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useOpenShipments } from '#data/open-shipments/open-shipments-store.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import {
  applyAppUpdate,
  dismissAppUpdate,
  useAppUpdate,
} from '../service-worker/service-worker.ts';

const NOTICE_ID = 'app-update';

/**
 * Offers a newly deployed version while the dashboard is open (docs/decisions/035): a notice in
 * the toast area that stays until the user reloads or closes it. Renders nothing itself.
 */
export function UpdateNotice(): null {
  const { t } = useTranslation();
  const { isReady } = useAppUpdate();

  useEffect(() => {
    if (!isReady) return;
    let isLeaving = false;
    notifications.show({
      id: NOTICE_ID,
      title: t('shell.appUpdate.title'),
      message: <UpdateNoticeBody />,
      autoClose: false,
      withBorder: true,
      closeButtonProps: { 'aria-label': t('shell.appUpdate.later') },
      // Closed by the user ("Later"), not by the dashboard going away.
      onClose: () => {
        if (!isLeaving) dismissAppUpdate();
      },
    });
    return () => {
      isLeaving = true;
      notifications.hide(NOTICE_ID);
    };
  }, [isReady, t]);

  return null;
}

/** The notice's text and its Reload button, which asks first when a shipment has unsaved edits. */
function UpdateNoticeBody() {
  const { t } = useTranslation();
  const openShipments = useOpenShipments();
  const hasUnsavedEdits = openShipments.some((entry) => entry.dirty);

  const handleReload = async () => {
    if (hasUnsavedEdits) {
      const confirmed = await confirmAction({
        message: t('shell.appUpdate.unsavedChanges'),
        confirmLabel: t('shell.appUpdate.reloadWithoutSaving'),
        cancelLabel: t('shell.keepEditing'),
        destructive: true,
      });
      if (!confirmed) return;
    }
    applyAppUpdate();
  };

  return (
    <>
      {/* The notification's own description colour is too faint for its background (axe). */}
      <Text size="sm" c="var(--mantine-color-text)">
        {t('shell.appUpdate.message')}
      </Text>
      <Group justify="flex-end" mt="xs">
        <Button size="xs" onClick={() => void handleReload()}>
          {t('shell.appUpdate.reload')}
        </Button>
      </Group>
    </>
  );
}
