import { Alert, Button, CloseButton, Drawer, Group, Stack, Text } from '@mantine/core';
import { BusySpinner } from '#ui/busy-spinner.tsx';
import { useTranslation } from 'react-i18next';

export type EditorMessageProps = {
  kind: 'loading' | 'missing' | 'error';
  text?: string;
  onClose: () => void;
};

/** What the editor panel shows before a shipment is ready: loading, not found, or a failure. */
export function EditorMessage({ kind, text, onClose }: EditorMessageProps) {
  const { t } = useTranslation();
  const title = kind === 'loading' ? t('shipmentEditor.loading') : (text ?? '');
  return (
    <>
      <Drawer.Header>
        <Drawer.Title fw={700}>{title}</Drawer.Title>
        <CloseButton aria-label={t('shipmentEditor.close')} onClick={onClose} />
      </Drawer.Header>
      <Drawer.Body>
        {kind === 'loading' ? (
          <Group justify="center" py="xl">
            <BusySpinner label={t('shipmentEditor.loading')} />
          </Group>
        ) : (
          <Stack gap="md">
            <Alert color={kind === 'error' ? 'red' : 'yellow'} role="alert">
              <Text size="sm">{text}</Text>
            </Alert>
            <Group>
              <Button variant="default" onClick={onClose}>
                {t('shipmentEditor.close')}
              </Button>
            </Group>
          </Stack>
        )}
      </Drawer.Body>
    </>
  );
}
