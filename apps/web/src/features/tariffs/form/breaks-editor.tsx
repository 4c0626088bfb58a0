import { ActionIcon, Button, Group, NumberInput, Stack, Text } from '@mantine/core';
import type { TariffBreak } from '@rumbo/domain';
import { IconPlus, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { toNumberOrNull, useTariffFormContext } from './tariff-form-context.ts';

/** Weight breaks for a per-kg line: from this many kg up, this amount per kg. */
export function BreaksEditor() {
  const { t } = useTranslation();
  const form = useTariffFormContext();
  const breaks = form.getValues().breaks;
  const error = form.errors.breaks;
  const setBreak = (index: number, patch: Partial<TariffBreak>) =>
    form.setFieldValue(
      'breaks',
      breaks.map((item, at) => (at === index ? { ...item, ...patch } : item)),
    );
  const add = () => {
    const last = breaks.at(-1);
    form.setFieldValue('breaks', [
      ...breaks,
      { fromQty: last ? last.fromQty + 100 : 45, amount: last?.amount ?? 0 },
    ]);
  };
  return (
    <Stack gap={6} role="group" aria-labelledby="tariff-breaks-title">
      <Text size="sm" fw={500} id="tariff-breaks-title">
        {t('tariffs.form.breaks.title')}
      </Text>
      <Text size="xs" c="dimmed">
        {t('tariffs.form.breaks.hint')}
      </Text>
      {breaks.map((item, index) => (
        <Group key={index} gap="xs" wrap="nowrap" align="flex-end">
          <NumberInput
            label={t('tariffs.form.breaks.fromQty')}
            min={0}
            value={item.fromQty}
            onChange={(value) => setBreak(index, { fromQty: toNumberOrNull(value) ?? 0 })}
            style={{ flex: 1 }}
          />
          <NumberInput
            label={t('tariffs.form.breaks.amount')}
            min={0}
            decimalScale={4}
            value={item.amount}
            onChange={(value) => setBreak(index, { amount: toNumberOrNull(value) ?? 0 })}
            style={{ flex: 1 }}
          />
          <ActionIcon
            variant="subtle"
            color="red"
            size="lg"
            mb={2}
            aria-label={t('tariffs.form.breaks.remove', { index: index + 1 })}
            onClick={() =>
              form.setFieldValue(
                'breaks',
                breaks.filter((_, at) => at !== index),
              )
            }
          >
            <IconTrash size={18} aria-hidden />
          </ActionIcon>
        </Group>
      ))}
      {error && (
        <Text size="xs" c="var(--mantine-color-error)" role="alert">
          {error}
        </Text>
      )}
      <Button
        variant="subtle"
        size="xs"
        leftSection={<IconPlus size={16} aria-hidden />}
        onClick={add}
        style={{ alignSelf: 'flex-start' }}
      >
        {t('tariffs.form.breaks.add')}
      </Button>
    </Stack>
  );
}
