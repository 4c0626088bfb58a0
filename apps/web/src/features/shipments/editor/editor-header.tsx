import { Badge, Button, Drawer, Group, Stack, Text } from '@mantine/core';
import { IconDeviceFloppy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useHasKeyboardHints } from '#ui/use-has-keyboard-hints.ts';
import type { EditorState } from './editor-state.ts';
import classes from './shipment-editor.module.css';

export type EditorHeaderProps = {
  state: EditorState;
  isDirty: boolean;
  isSaving: boolean;
  canSave: boolean;
  onSave: () => void;
  onClose: () => void;
};

/** The editor's title (code and reference), its unsaved-changes state, Save and Close. */
export function EditorHeader({
  state,
  isDirty,
  isSaving,
  canSave,
  onSave,
  onClose,
}: EditorHeaderProps) {
  const { t } = useTranslation();
  const code = String(state.draft.shipmentCode ?? '') || t('shipmentEditor.codePending');
  const reference = String(state.base.ref ?? state.base.reference ?? '').trim();
  const title = reference
    ? t('shipmentEditor.title', { code, reference })
    : t('shipmentEditor.titleNoReference', { code });
  const hasKeyboardHints = useHasKeyboardHints();
  const subtitle = state.isNew
    ? t('shipmentEditor.newTitle', { mode: t(`shipmentEditor.modes.${state.mode}`) })
    : hasKeyboardHints && t('shipmentEditor.shortcuts');
  return (
    <Drawer.Header className={classes.header}>
      <Stack gap={0} className={classes.titleBlock}>
        <Drawer.Title fw={700} fz="lg" className={classes.title}>
          {title}
        </Drawer.Title>
        {subtitle && (
          <Text size="xs" c="dimmed">
            {subtitle}
          </Text>
        )}
      </Stack>
      <Group gap="xs" wrap="nowrap" className={classes.actions}>
        <Badge
          role="status"
          variant="light"
          color={isDirty ? 'yellow' : 'gray'}
          className={classes.state}
          data-dirty={isDirty}
        >
          {isDirty ? t('shipmentEditor.unsaved') : t('shipmentEditor.allSaved')}
        </Badge>
        <Button
          onClick={onSave}
          loading={isSaving}
          disabled={!canSave}
          leftSection={<IconDeviceFloppy size={16} aria-hidden />}
        >
          {t('shipmentEditor.save')}
        </Button>
        <Button variant="default" onClick={onClose}>
          {t('shipmentEditor.close')}
        </Button>
      </Group>
    </Drawer.Header>
  );
}
