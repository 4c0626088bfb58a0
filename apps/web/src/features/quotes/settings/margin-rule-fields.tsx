import { ActionIcon, Fieldset, Group, NativeSelect, TextInput } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { RULE_CURRENCIES, type MarginRulesValues } from './margin-rules-values.ts';

type Form = UseFormReturnType<MarginRulesValues>;

/** The rule for the whole quote: none, a percent, or a fixed amount in USD or MXN. */
export function QuoteRuleFields({ form }: { form: Form }) {
  const { t } = useTranslation();
  const { kind } = form.getValues().quote;
  return (
    <Group gap="sm" align="flex-start" wrap="wrap">
      <NativeSelect
        label={t('quoteSettings.margins.kind')}
        data={(['none', 'percent', 'fixed'] as const).map((value) => ({
          value,
          label: t(`quoteSettings.margins.kinds.${value}`),
        }))}
        w={{ base: '100%', xs: 180 }}
        {...form.getInputProps('quote.kind')}
      />
      {kind !== 'none' && (
        <TextInput
          label={t(
            kind === 'percent'
              ? 'quoteSettings.margins.percentValue'
              : 'quoteSettings.margins.fixedValue',
          )}
          inputMode="decimal"
          autoComplete="off"
          w={{ base: '100%', xs: 160 }}
          {...form.getInputProps('quote.value')}
        />
      )}
      {kind === 'fixed' && (
        <NativeSelect
          label={t('quoteSettings.margins.currency')}
          data={RULE_CURRENCIES.map((value) => ({
            value,
            label: t(`quoteSettings.margins.currencies.${value}`),
          }))}
          w={{ base: '100%', xs: 220 }}
          {...form.getInputProps('quote.currency')}
        />
      )}
    </Group>
  );
}

/** One charge's rule: its name, percent or fixed (in the line's currency), and the value. */
export function ChargeRuleFields({ form, index }: { form: Form; index: number }) {
  const { t } = useTranslation();
  const rule = form.getValues().charges[index]!;
  const number = index + 1;
  return (
    <Fieldset
      legend={t('quoteSettings.margins.chargeRule', { number })}
      variant="filled"
      p="sm"
      data-charge-rule={index}
    >
      <Group gap="sm" align="flex-start" wrap="wrap">
        <TextInput
          label={t('quoteSettings.margins.charge')}
          placeholder={t('quoteSettings.margins.chargePlaceholder')}
          autoComplete="off"
          style={{ flex: '1 1 200px' }}
          {...form.getInputProps(`charges.${index}.charge`)}
        />
        <NativeSelect
          label={t('quoteSettings.margins.kind')}
          data={(['percent', 'fixed'] as const).map((value) => ({
            value,
            label: t(`quoteSettings.margins.kinds.${value}`),
          }))}
          w={{ base: '100%', xs: 160 }}
          {...form.getInputProps(`charges.${index}.kind`)}
        />
        <TextInput
          label={t(
            rule.kind === 'percent'
              ? 'quoteSettings.margins.percentValue'
              : 'quoteSettings.margins.fixedValue',
          )}
          inputMode="decimal"
          autoComplete="off"
          w={{ base: '100%', xs: 140 }}
          {...form.getInputProps(`charges.${index}.value`)}
        />
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          mt={{ base: 0, xs: 26 }}
          onClick={() => form.removeListItem('charges', index)}
          aria-label={
            rule.charge.trim()
              ? t('quoteSettings.margins.removeCharge', { charge: rule.charge.trim() })
              : t('quoteSettings.margins.removeChargeUnnamed', { number })
          }
        >
          <IconTrash size={18} aria-hidden />
        </ActionIcon>
      </Group>
    </Fieldset>
  );
}
