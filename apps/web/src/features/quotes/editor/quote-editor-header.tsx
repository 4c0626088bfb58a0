import { Alert, Button, Group, Stack, Text, Title } from '@mantine/core';
import { editStartsNewVersion, type QuotesRecord } from '@rumbo/domain';
import { IconDeviceFloppy, IconInfoCircle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { QuoteActions } from '#features/quotes/actions/quote-actions.tsx';

export type QuoteEditorHeaderProps = {
  record: QuoteRecordOrNew;
  isDirty: boolean;
  isSaving: boolean;
  isReadOnly: boolean;
  onSave: () => void;
  onChanged: () => void;
};

type QuoteRecordOrNew = QuotesRecord | null;

/**
 * The quote's number and Save; for a saved quote its state line and actions (send, accept,
 * reject, PDF, versions), what a save will do (a sent quote starts its next version), or why it
 * can only be read.
 */
export function QuoteEditorHeader(props: QuoteEditorHeaderProps) {
  const { t } = useTranslation();
  const { record, isReadOnly } = props;
  const state = record?.state || 'draft';
  const startsVersion = record !== null && !isReadOnly && editStartsNewVersion(state);
  return (
    <Stack gap="xs">
      <Group justify="space-between" align="center" gap="sm">
        <Title order={1} size="h2">
          {record ? record.code || t('quoteEditor.title.unnumbered') : t('quoteEditor.title.new')}
        </Title>
        {!isReadOnly && (
          <Button
            leftSection={<IconDeviceFloppy size={18} aria-hidden />}
            onClick={props.onSave}
            loading={props.isSaving}
          >
            {record ? t('quoteEditor.save') : t('quoteEditor.create')}
          </Button>
        )}
      </Group>
      {/* Its state, client and version, and what can be done with it as saved. */}
      {record && <QuoteActions quote={record} onChanged={props.onChanged} />}
      {startsVersion && (
        <Alert color="blue" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('quoteEditor.title.newVersion', { version: (record.version || 1) + 1 })}
        </Alert>
      )}
      {isReadOnly && (
        <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
          {t('quoteEditor.title.readOnly', { state: t(`quoteEditor.states.${state}`) })}
        </Alert>
      )}
      {props.isDirty && !isReadOnly && (
        <Text size="xs" c="dimmed" role="status">
          {t('quoteEditor.unsaved')}
        </Text>
      )}
    </Stack>
  );
}
