import { Group, NativeSelect, TextInput } from '@mantine/core';
import {
  TARIFF_CARGO_TYPES,
  TARIFF_KINDS,
  TARIFF_MODES,
  TARIFF_VALIDITIES,
  type TariffFilterOptions,
  type TariffFilters,
} from '@rumbo/domain';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type TariffsFiltersProps = {
  filters: TariffFilters;
  onChange: (patch: Partial<TariffFilters>) => void;
  /** The carriers, origins and destinations the lines name, for their pickers. */
  options: TariffFilterOptions;
};

/** Search box and the list's filters ('' = any). */
export function TariffsFilters({ filters, onChange, options }: TariffsFiltersProps) {
  const { t } = useTranslation();
  const any = t('tariffs.filters.any');
  const choices = <V extends string>(
    values: readonly V[],
    labelOf: (value: V) => string = String,
  ) => [{ value: '', label: any }, ...values.map((value) => ({ value, label: labelOf(value) }))];
  const select = (key: keyof TariffFilters, data: { value: string; label: string }[]) => (
    <NativeSelect
      label={t(`tariffs.filters.${key}`)}
      value={filters[key]}
      onChange={(event) => onChange({ [key]: event.currentTarget.value } as Partial<TariffFilters>)}
      data={data}
      style={{ flex: '1 1 6.5rem', minWidth: '6.5rem' }}
    />
  );
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        type="search"
        label={t('tariffs.filters.search')}
        placeholder={t('tariffs.filters.searchPlaceholder')}
        value={filters.search}
        onChange={(event) => onChange({ search: event.currentTarget.value })}
        leftSection={<IconSearch size={16} aria-hidden />}
        style={{ flex: '2 1 12rem', minWidth: 0 }}
      />
      {select(
        'kind',
        choices(TARIFF_KINDS, (v) => t(`tariffRules.kinds.${v}`)),
      )}
      {select(
        'mode',
        choices(TARIFF_MODES, (v) => t(`tariffRules.modes.${v}`)),
      )}
      {select(
        'cargoType',
        choices(TARIFF_CARGO_TYPES, (v) => t(`tariffRules.cargoTypes.${v}`)),
      )}
      {select('carrier', choices(options.carriers))}
      {select('origin', choices(options.origins))}
      {select('destination', choices(options.destinations))}
      {select(
        'validity',
        choices(TARIFF_VALIDITIES, (v) => t(`tariffRules.validity.${v}`)),
      )}
    </Group>
  );
}
