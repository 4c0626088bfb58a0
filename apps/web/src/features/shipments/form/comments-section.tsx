import { Button, Group, Paper, Stack, Text, Textarea } from '@mantine/core';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@rumbo/domain';
import { useCurrentAuthor } from './current-author.ts';
import { FormSection } from './form-section.tsx';
import { listOf, newItemId, readText } from './form-values.ts';
import { useFieldValue, useFormUpdate, useShipmentForm } from './shipment-form-context.ts';

/** The team's notes on the shipment, newest first; each keeps its author and time. */
export function CommentsSection() {
  const { t } = useTranslation();
  const { readOnly } = useShipmentForm();
  const update = useFormUpdate();
  const author = useCurrentAuthor();
  const [draft, setDraft] = useState('');
  const comments = listOf(useFieldValue('comments'));

  const handleAdd = () => {
    const text = draft.trim();
    if (text === '') return;
    const comment = {
      id: newItemId(),
      text,
      authorId: author.id,
      authorName: author.name,
      createdAtISO: new Date().toISOString(),
    };
    update({ comments: [...comments, comment] });
    setDraft('');
  };
  const handleKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) handleAdd();
  };

  return (
    <FormSection sectionKey="comments">
      <Stack gap="xs">
        <Textarea
          label={t('shipmentForm.comments.new')}
          placeholder={t('shipmentForm.comments.placeholder')}
          autosize
          minRows={2}
          value={draft}
          disabled={readOnly}
          onChange={(event) => setDraft(event.currentTarget.value)}
          onKeyDown={handleKeyDown}
        />
        <Group>
          <Button
            size="sm"
            variant="light"
            onClick={handleAdd}
            disabled={readOnly || !draft.trim()}
          >
            {t('shipmentForm.comments.add')}
          </Button>
        </Group>
        {comments.length === 0 ? (
          <Text size="sm" c="dimmed">
            {t('shipmentForm.comments.empty')}
          </Text>
        ) : (
          <Stack component="ul" gap="xs" p={0} m={0} aria-label={t('shipmentForm.comments.list')}>
            {[...comments].reverse().map((comment) => (
              <Paper
                component="li"
                key={comment.id}
                withBorder
                p="xs"
                style={{ listStyle: 'none' }}
              >
                <Text size="xs" c="dimmed">
                  {t('shipmentForm.comments.by', {
                    author:
                      readText(comment, 'authorName') || t('shipmentForm.comments.unknownAuthor'),
                    time: formatDateTime(comment.createdAtISO),
                  })}
                </Text>
                <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
                  {readText(comment, 'text')}
                </Text>
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </FormSection>
  );
}
