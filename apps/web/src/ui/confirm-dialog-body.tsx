import { Button, Group, Stack, Text } from '@mantine/core';
import { useWindowEvent } from '@mantine/hooks';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogBodyProps = {
  message: string;
  confirmLabel?: string;
  cancelLabel?: string;
  destructive?: boolean;
  onAnswer: (confirmed: boolean) => void;
};

/** The message and the two buttons of the 'Confirm action' dialog. */
export function ConfirmDialogBody({
  message,
  confirmLabel,
  cancelLabel,
  destructive = false,
  onAnswer,
}: ConfirmDialogBodyProps) {
  const { t } = useTranslation();
  const confirmRef = useRef<HTMLButtonElement>(null);
  // SPEC §2: Enter confirms wherever the focus is, except on another button (Cancel, the close
  // cross), which keeps its own meaning for keyboard users who moved there on purpose.
  useWindowEvent('keydown', (event) => {
    if (event.key !== 'Enter' || event.isComposing || event.defaultPrevented) return;
    const button = event.target instanceof Element ? event.target.closest('button') : null;
    if (button && button !== confirmRef.current) return;
    event.preventDefault();
    onAnswer(true);
  });
  return (
    <Stack gap="lg">
      <Text>{message}</Text>
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => onAnswer(false)}>
          {cancelLabel ?? t('confirm.cancel')}
        </Button>
        <Button
          ref={confirmRef}
          color={destructive ? 'red' : undefined}
          data-autofocus
          onClick={() => onAnswer(true)}
        >
          {confirmLabel ?? t('confirm.confirm')}
        </Button>
      </Group>
    </Stack>
  );
}
