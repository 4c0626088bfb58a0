import {
  Autocomplete,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Textarea,
  TextInput,
} from '@mantine/core';
import {
  TARIFF_BASES_BY_MODE,
  TARIFFS_COLLECTION,
  textFieldMax,
  type TariffMode,
} from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { BreaksEditor } from './breaks-editor.tsx';
import { useContainerTypeChoices } from './container-type-choices.ts';
import {
  useNumberField,
  useTariffFormContext,
  type TariffFieldName,
} from './tariff-form-context.ts';

/** The server's maximum of a tariff text field (decision 023). */
const tariffMax = (name: string) => textFieldMax(TARIFFS_COLLECTION, name);

const CURRENCIES = ['USD', 'MXN', 'EUR'];

/** Charge, basis (allowed by the mode), container type, price, breaks, validity and times. */
export function TariffPriceFields() {
  const { t } = useTranslation();
  const form = useTariffFormContext();
  const values = form.getValues();
  const label = (field: TariffFieldName) => t(`tariffs.fields.${field}`);
  const bases = values.mode ? TARIFF_BASES_BY_MODE[values.mode as TariffMode] : [];
  const containerChoices = useContainerTypeChoices(values.containerType);
  const amount = useNumberField('amount');
  const minAmount = useNumberField('minAmount');
  const transitDays = useNumberField('transitDays');
  const freeDays = useNumberField('freeDays');
  const charges = [...t('tariffs.form.chargeSuggestions', { returnObjects: true })];
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
        <Autocomplete
          label={label('charge')}
          withAsterisk
          data={charges}
          maxLength={tariffMax('charge')}
          {...form.getInputProps('charge')}
        />
        <NativeSelect
          label={label('basis')}
          withAsterisk
          description={values.mode ? undefined : t('tariffs.form.basisNeedsMode')}
          data={[
            { value: '', label: t('tariffs.form.choose') },
            ...bases.map((basis) => ({ value: basis, label: t(`tariffRules.bases.${basis}`) })),
          ]}
          {...form.getInputProps('basis')}
        />
        {values.basis === 'container' && (
          <NativeSelect
            label={label('containerType')}
            withAsterisk
            data={[{ value: '', label: t('tariffs.form.choose') }, ...containerChoices]}
            {...form.getInputProps('containerType')}
          />
        )}
        <Autocomplete
          label={label('currency')}
          withAsterisk
          data={CURRENCIES}
          maxLength={3}
          {...form.getInputProps('currency')}
        />
        <NumberInput label={label('amount')} withAsterisk min={0} decimalScale={4} {...amount} />
        <NumberInput label={label('minAmount')} min={0} decimalScale={4} {...minAmount} />
        <TextInput
          type="date"
          label={label('validFrom')}
          withAsterisk
          {...form.getInputProps('validFrom')}
        />
        <TextInput
          type="date"
          label={label('validTo')}
          description={t('tariffs.form.validToHint')}
          {...form.getInputProps('validTo')}
        />
        <NumberInput label={label('transitDays')} min={0} allowDecimal={false} {...transitDays} />
        <NumberInput label={label('freeDays')} min={0} allowDecimal={false} {...freeDays} />
      </SimpleGrid>
      {values.basis === 'kg' && <BreaksEditor />}
      <Textarea
        label={label('notes')}
        autosize
        minRows={2}
        maxRows={6}
        maxLength={tariffMax('notes')}
        {...form.getInputProps('notes')}
      />
    </>
  );
}
