import { Button, Group, Modal, Paper, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import type { ConflictChoice, FieldConflict, ShipmentMode } from '@rumbo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { conflictFieldLabel, conflictValueText } from './conflict-field-label.ts';

/** A save waiting for the user's choice on each field both sides changed. */
export type ConflictRequest = {
  conflicts: FieldConflict[];
  /** Who saved the other version, as their save recorded it. */
  theirsName: string;
  resolve: (choices: Record<string, ConflictChoice> | null) => void;
};

export type ConflictDialogProps = { mode: ShipmentMode; request: ConflictRequest | null };

/**
 * Lists each field both people changed (label, yours, theirs) with keep mine / take theirs.
 * Nothing is chosen for the user: the merged save waits until every field has a choice.
 */
export function ConflictDialog({ mode, request }: ConflictDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      opened={request !== null}
      onClose={() => request?.resolve(null)}
      title={t('shipmentEditor.conflict.title')}
      size="xl"
      centered
      zIndex={400}
    >
      {request && (
        <ConflictChoices
          key={request.conflicts.map((c) => c.field).join()}
          mode={mode}
          request={request}
        />
      )}
    </Modal>
  );
}

function ConflictChoices({ mode, request }: { mode: ShipmentMode; request: ConflictRequest }) {
  const translation = useTranslation();
  const { t } = translation;
  const [choices, setChoices] = useState<Record<string, ConflictChoice>>({});
  const isComplete = request.conflicts.every((conflict) => choices[conflict.field]);
  const name = request.theirsName || t('shipmentEditor.conflict.someone');
  return (
    <Stack gap="md">
      <Text size="sm">{t('shipmentEditor.conflict.intro', { name })}</Text>
      {request.conflicts.map((conflict) => {
        const label = conflictFieldLabel(translation, mode, conflict.field);
        return (
          <Paper key={conflict.field} withBorder p="sm" data-conflict-field={conflict.field}>
            <Radio.Group
              label={label}
              styles={{ label: { fontWeight: 600 } }}
              value={choices[conflict.field] ?? null}
              onChange={(choice) =>
                setChoices((current) => ({
                  ...current,
                  [conflict.field]: choice as ConflictChoice,
                }))
              }
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} mt="xs" spacing="sm">
                <ConflictSide
                  label={t('shipmentEditor.conflict.mine')}
                  text={conflictValueText(t, conflict.mine)}
                  choice="mine"
                />
                <ConflictSide
                  label={t('shipmentEditor.conflict.theirs')}
                  text={conflictValueText(t, conflict.theirs)}
                  choice="theirs"
                />
              </SimpleGrid>
            </Radio.Group>
          </Paper>
        );
      })}
      <Group justify="flex-end" gap="sm">
        <Button variant="default" onClick={() => request.resolve(null)}>
          {t('shipmentEditor.conflict.cancel')}
        </Button>
        <Button disabled={!isComplete} onClick={() => request.resolve(choices)}>
          {t('shipmentEditor.conflict.save')}
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
        label={t(
          choice === 'mine'
            ? 'shipmentEditor.conflict.keepMine'
            : 'shipmentEditor.conflict.takeTheirs',
        )}
      />
    </Stack>
  );
}
