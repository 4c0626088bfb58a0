import { ActionIcon, Autocomplete, Button, Checkbox, Group, Stack, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@rumbo/domain';
import { FormSection } from './form-section.tsx';
import { listOf, newItemId, readText, type ListItem } from './form-values.ts';
import { useFieldValue, useFormUpdate, useShipmentForm } from './shipment-form-context.ts';

/** The shipment's checklist: each activity ticked off with the time it was done. */
export function ActivitiesSection() {
  const { t } = useTranslation();
  const { readOnly } = useShipmentForm();
  const update = useFormUpdate();
  const [draft, setDraft] = useState('');
  const activities = listOf(useFieldValue('activitiesStatus'));
  const labels = new Set(activities.map((activity) => readText(activity, 'label')));
  const suggestions = t('shipmentForm.activities.suggestions', { returnObjects: true }).filter(
    (suggestion) => !labels.has(suggestion),
  );

  const write = (next: ListItem[]) => update({ activitiesStatus: next });
  const handleAdd = () => {
    const label = draft.trim();
    if (label === '') return;
    write([...activities, { id: newItemId(), label, done: false }]);
    setDraft('');
  };
  const handleToggle = (index: number, done: boolean) =>
    write(
      activities.map((activity, at) =>
        at === index
          ? { ...activity, done, doneAtISO: done ? new Date().toISOString() : '' }
          : activity,
      ),
    );

  return (
    <FormSection sectionKey="activities">
      <Stack gap="xs">
        {activities.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('shipmentForm.activities.empty')}
          </Text>
        )}
        {activities.length > 0 && (
          <Stack component="ul" gap={6} p={0} m={0} aria-label={t('shipmentForm.activities.list')}>
            {activities.map((activity, index) => (
              <Group component="li" key={activity.id} justify="space-between" wrap="nowrap">
                <Checkbox
                  label={readText(activity, 'label')}
                  description={
                    activity.done === true
                      ? t('shipmentForm.activities.doneAt', {
                          time: formatDateTime(activity.doneAtISO),
                        })
                      : undefined
                  }
                  checked={activity.done === true}
                  disabled={readOnly}
                  onChange={(event) => handleToggle(index, event.currentTarget.checked)}
                />
                <ActionIcon
                  variant="subtle"
                  color="red"
                  aria-label={t('shipmentForm.activities.remove', {
                    label: readText(activity, 'label'),
                  })}
                  disabled={readOnly}
                  onClick={() => write(activities.filter((_, at) => at !== index))}
                >
                  <IconTrash size={18} aria-hidden />
                </ActionIcon>
              </Group>
            ))}
          </Stack>
        )}
        <Group align="flex-end" gap="xs">
          <Autocomplete
            label={t('shipmentForm.activities.new')}
            placeholder={t('shipmentForm.activities.placeholder')}
            data={suggestions}
            value={draft}
            onChange={setDraft}
            disabled={readOnly}
            style={{ flex: '1 1 220px' }}
          />
          <Button
            size="sm"
            variant="light"
            onClick={handleAdd}
            disabled={readOnly || !draft.trim()}
          >
            {t('shipmentForm.activities.add')}
          </Button>
        </Group>
      </Stack>
    </FormSection>
  );
}
