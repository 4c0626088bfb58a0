import {
  ActionIcon,
  Button,
  Group,
  Paper,
  Select,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { COMPANY_MODULE_IDS } from '@rumbo/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { newDraftKey, type ModuleDraft } from '../company-form-values.ts';
import { moduleLabel } from '../module-label.ts';
import { CompanyFormSection } from './company-form-section.tsx';
import type { CompanyForm } from './company-form-types.ts';

/** The moduleAccess entries (module, enabled, start and end days), added and removed freely. */
export function ModuleAccessSection({ form }: { form: CompanyForm }) {
  const { t } = useTranslation();
  const entries = form.getValues().moduleAccess;
  const handleAdd = () => {
    const used = new Set(entries.map((entry) => entry.moduleId));
    const next = COMPANY_MODULE_IDS.find((id) => !used.has(id)) ?? '';
    const draft: ModuleDraft = {
      key: newDraftKey('module'),
      moduleId: next,
      enabled: true,
      start: '',
      end: '',
    };
    form.insertListItem('moduleAccess', draft);
  };
  return (
    <CompanyFormSection id="modules" title={t('companies.sections.modules')}>
      {entries.length === 0 && (
        <Text size="sm" c="dimmed">
          {t('companies.modules.empty')}
        </Text>
      )}
      <Stack gap="xs">
        {entries.map((entry, index) => (
          <ModuleRow key={entry.key} form={form} index={index} />
        ))}
      </Stack>
      <Group>
        <Button
          variant="light"
          size="xs"
          onClick={handleAdd}
          leftSection={<IconPlus size={16} aria-hidden />}
        >
          {t('companies.modules.add')}
        </Button>
      </Group>
    </CompanyFormSection>
  );
}

function ModuleRow({ form, index }: { form: CompanyForm; index: number }) {
  const { t } = useTranslation();
  const path = `moduleAccess.${index}`;
  const entry = form.getValues().moduleAccess[index];
  const moduleName = entry?.moduleId ? moduleLabel(entry.moduleId, t) : String(index + 1);
  const known: readonly string[] = COMPANY_MODULE_IDS;
  // A module the product does not know (an older entry) stays selectable under its id.
  const ids =
    entry?.moduleId && !known.includes(entry.moduleId) ? [...known, entry.moduleId] : known;
  const options = ids.map((id) => ({ value: id, label: moduleLabel(id, t) }));
  return (
    <Paper
      withBorder
      p="xs"
      role="group"
      aria-label={t('companies.modules.entry', { index: index + 1 })}
      data-module-row={entry?.moduleId}
    >
      <SimpleGrid
        type="container"
        cols={{ base: 1, '480px': 2, '760px': 4 }}
        spacing="xs"
        verticalSpacing="xs"
      >
        <Select
          label={t('companies.modules.module')}
          data={options}
          allowDeselect={false}
          {...form.getInputProps(`${path}.moduleId`)}
        />
        <TextInput
          type="date"
          label={t('companies.modules.start')}
          {...form.getInputProps(`${path}.start`)}
        />
        <TextInput
          type="date"
          label={t('companies.modules.end')}
          {...form.getInputProps(`${path}.end`)}
        />
        <Group gap="xs" justify="space-between" align="flex-end" wrap="nowrap">
          <Switch
            label={t('companies.modules.enabled')}
            mb={8}
            {...form.getInputProps(`${path}.enabled`, { type: 'checkbox' })}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            mb={4}
            onClick={() => form.removeListItem('moduleAccess', index)}
            aria-label={t('companies.modules.remove', { module: moduleName })}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
      </SimpleGrid>
    </Paper>
  );
}
