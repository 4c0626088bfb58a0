import { NativeSelect, SimpleGrid, TextInput } from '@mantine/core';
import {
  TARIFF_BASES_BY_MODE,
  TARIFF_CARGO_TYPES,
  TARIFF_DIRECTIONS,
  TARIFF_KINDS,
  TARIFF_MODES,
  TARIFFS_COLLECTION,
  textFieldMax,
  type TariffMode,
} from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { useTariffFormContext, type TariffFieldName } from './tariff-form-context.ts';

/** The server's maximum of a tariff text field (decision 023). */
const tariffMax = (name: string) => textFieldMax(TARIFFS_COLLECTION, name);

/** Kind, mode, direction, cargo type, carrier, contract, customer and the lane. */
export function TariffLaneFields() {
  const { t } = useTranslation();
  const form = useTariffFormContext();
  const values = form.getValues();
  const label = (field: TariffFieldName) => t(`tariffs.fields.${field}`);
  const choose = <V extends string>(
    placeholder: string,
    values: readonly V[],
    labelOf: (value: V) => string,
  ) => [
    { value: '', label: placeholder },
    ...values.map((value) => ({ value, label: labelOf(value) })),
  ];
  const handleMode = (mode: string) => {
    form.setFieldValue('mode', mode as TariffMode | '');
    // A basis the new mode does not price by is cleared, so the form never offers a hidden value.
    const allowed = mode ? TARIFF_BASES_BY_MODE[mode as TariffMode] : [];
    if (values.basis && !allowed.includes(values.basis)) form.setFieldValue('basis', '');
  };
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="sm">
      <NativeSelect
        label={label('kind')}
        withAsterisk
        data={choose(t('tariffs.form.choose'), TARIFF_KINDS, (v) => t(`tariffRules.kinds.${v}`))}
        {...form.getInputProps('kind')}
      />
      <NativeSelect
        label={label('mode')}
        withAsterisk
        data={choose(t('tariffs.form.choose'), TARIFF_MODES, (v) => t(`tariffRules.modes.${v}`))}
        {...form.getInputProps('mode')}
        onChange={(event) => handleMode(event.currentTarget.value)}
      />
      <NativeSelect
        label={label('direction')}
        data={choose(t('tariffs.form.none'), TARIFF_DIRECTIONS, (v) =>
          t(`tariffRules.directions.${v}`),
        )}
        {...form.getInputProps('direction')}
      />
      <NativeSelect
        label={label('cargoType')}
        data={choose(t('tariffs.form.none'), TARIFF_CARGO_TYPES, (v) =>
          t(`tariffRules.cargoTypes.${v}`),
        )}
        {...form.getInputProps('cargoType')}
      />
      <TextInput
        label={label('carrier')}
        maxLength={tariffMax('carrier')}
        {...form.getInputProps('carrier')}
      />
      <TextInput
        label={label('contractRef')}
        maxLength={tariffMax('contractRef')}
        {...form.getInputProps('contractRef')}
      />
      <TextInput
        label={label('customer')}
        description={t('tariffs.form.customerHint')}
        maxLength={tariffMax('customer')}
        {...form.getInputProps('customer')}
      />
      <div />
      <TextInput
        label={label('origin')}
        withAsterisk
        description={t(values.mode === 'AIR' ? 'tariffs.form.iataHint' : 'tariffs.form.locodeHint')}
        autoCapitalize="characters"
        maxLength={tariffMax('origin')}
        {...form.getInputProps('origin')}
      />
      <TextInput
        label={label('destination')}
        withAsterisk
        description={t(values.mode === 'AIR' ? 'tariffs.form.iataHint' : 'tariffs.form.locodeHint')}
        autoCapitalize="characters"
        maxLength={tariffMax('destination')}
        {...form.getInputProps('destination')}
      />
    </SimpleGrid>
  );
}
