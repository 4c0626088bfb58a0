import { ActionIcon, Button, Group, NativeSelect, NumberInput, Stack, Text } from '@mantine/core';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useContainerTypeChoices } from '../form/container-type-choices.ts';
import { toNumberOrNull } from '../form/tariff-form-context.ts';
import type { QuoteRequest } from './quote-request.ts';

type ContainerRow = QuoteRequest['containers'][number];

/** The containers to price: type and count rows, added and removed. */
export function QuoteContainers(props: {
  rows: ContainerRow[];
  onChange: (rows: ContainerRow[]) => void;
}) {
  const { t } = useTranslation();
  const choices = useContainerTypeChoices('');
  const { rows, onChange } = props;
  const set = (index: number, patch: Partial<ContainerRow>) =>
    onChange(rows.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  return (
    <Stack gap={6} role="group" aria-labelledby="quote-containers-title">
      <Text size="sm" fw={500} id="quote-containers-title">
        {t('tariffs.quote.containers')}
      </Text>
      {rows.map((row, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
          <NativeSelect
            label={t('tariffs.quote.containerType', { index: index + 1 })}
            value={row.type}
            onChange={(event) => set(index, { type: event.currentTarget.value })}
            data={choices}
            style={{ flex: '1 1 12rem', minWidth: 0 }}
          />
          <NumberInput
            label={t('tariffs.quote.containerCount', { index: index + 1 })}
            min={0}
            allowDecimal={false}
            value={row.count ?? ''}
            onChange={(value) => set(index, { count: toNumberOrNull(value) })}
            style={{ flex: '0 0 6.5rem' }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={2}
            aria-label={t('tariffs.quote.removeContainer', { index: index + 1 })}
            onClick={() => onChange(rows.filter((_, at) => at !== index))}
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={() => onChange([...rows, { type: '22G1', count: 1 }])}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('tariffs.quote.addContainer')}
      </Button>
    </Stack>
  );
}
