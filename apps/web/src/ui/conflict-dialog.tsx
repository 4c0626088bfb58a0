import { Button, Group, Modal, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ConflictChoice, FieldConflict } from '@rumbo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conflictValueText } from './conflict-value-text.ts';

/** A save waiting for the user's choice on each field both sides changed. */
export type ConflictRequest = {
  conflicts: FieldConflict[];
  /** Who saved the other version, as their save recorded it ('' when unknown). */
  theirsName: string;
  resolve: (choices: Record<string, ConflictChoice> | null) => void;
};

export type ConflictDialogProps = {
  request: ConflictRequest | null;
  /** The label of a field as the screen's form names it. */
  fieldLabel: (field: string) => string;
  /** The screen's own title, intro (with `{{name}}` filled) and save label, if it has them. */
  texts?: { title?: string; intro?: (name: string) => string; save?: string };
};

/**
 * Lists each field both people changed (label, yours, theirs) with keep mine / take theirs
 * (docs/decisions/033). Nothing is chosen for the user: the merged save waits until every field
 * has a choice; "Back to editing" writes nothing and leaves the form as it was.
 */
export function ConflictDialog({ request, fieldLabel, texts = {} }: ConflictDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={request !== null}
      onClose={() => request?.resolve(null)}
      title={texts.title ?? t('saveConflict.title')}
      size="xl"
      centered
      zIndex={400}
      closeButtonProps={{ 'aria-label': t('saveConflict.close') }}
    >
      {request && (
        <ConflictChoices
          key={request.conflicts.map((c) => c.field).join()}
          request={request}
          fieldLabel={fieldLabel}
          texts={texts}
        />
      )}
    </Modal>
  );
}

function ConflictChoices({
  request,
  fieldLabel,
  texts,
}: Required<Pick<ConflictDialogProps, 'fieldLabel' | 'texts'>> & { request: ConflictRequest }) {
  const { t } = useTranslation();
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  const isComplete = request.conflicts.every((conflict) => choices[conflict.field]);
  const name = request.theirsName || t('saveConflict.someone');
  return (
    <Stack gap="md">
      <Text size="sm">{texts.intro?.(name) ?? t('saveConflict.intro', { name })}</Text>
      {request.conflicts.map((conflict) => (
        <Paper key={conflict.field} withBorder p="sm" data-conflict-field={conflict.field}>
          <Radio.Group
            label={fieldLabel(conflict.field)}
            styles={{ label: { fontWeight: 600 } }}
            value={choices[conflict.field] ?? null}
            onChange={(choice) =>
              setChoices((current) => ({ ...current, [conflict.field]: choice as ConflictChoice }))
            }
          >
            <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="sm">
              <ConflictSide
                label={t('saveConflict.mine')}
                text={conflictValueText(t, conflict.mine)}
                choice="mine"
              />
              <ConflictSide
                label={t('saveConflict.theirs')}
                text={conflictValueText(t, conflict.theirs)}
                choice="theirs"
              />
            </SimpleGrid>
          </Radio.Group>
        </Paper>
      ))}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => request.resolve(null)}>
          {t('saveConflict.cancel')}
        </Button>
        <Button disabled={!isComplete} onClick={() => request.resolve(choices)}>
          {texts.save ?? t('saveConflict.save')}
        </Button>
      </Group>
    </Stack>
  );
}

function ConflictSide({
  label,
  text,
  choice,
}: {
  label: string;
  text: string;
  choice: ConflictChoice;
}) {
  const { t } = useTranslation();
  return (
    <Stack gap={6}>
      <Text size="xs" fw={700} tt="uppercase" c="dimmed">
        {label}
      </Text>
      <Text size="sm" style={{ overflowWrap: 'anywhere' }} data-conflict-side={choice}>
        {text}
      </Text>
      <Radio
        value={choice}
        label={t(choice === 'mine' ? 'saveConflict.keepMine' : 'saveConflict.takeTheirs')}
      />
    </Stack>
  );
}
