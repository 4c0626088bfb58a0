import '@mantine/dates/styles.css';
import {
  Button,
  Group,
  MultiSelect,
  SegmentedControl,
  Select,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import {
  EMPTY_REPORT_FILTERS,
  REPORT_DATE_BASES,
  SHIPMENT_MODES,
  type ReportDateBasis,
  type ReportFilterOptions,
  type ReportFilters,
  type ShipmentMode,
} from '@rumbo/domain';
import { memo, useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useValueLabel } from '#lib/use-value-label.ts';

export type ReportFiltersBarProps = {
  filters: ReportFilters;
  /** The values the shipments hold (`reportFilterOptions`). */
  choices: ReportFilterOptions;
  onChange: (filters: ReportFilters) => void;
  hasActiveFilters: boolean;
};

type TextFilter = 'direction' | 'client' | 'carrier' | 'status' | 'currency';

const COLS = { base: 1, xs: 2, md: 3, lg: 4 };

/** Date range with its basis, modes, and the text filters of the report, with a reset. */
export const ReportFiltersBar = memo(function ReportFiltersBar(props: ReportFiltersBarProps) {
  const { filters, choices, onChange } = props;
  const { t } = useTranslation();
  const valueLabel = useValueLabel();
  const basisLabelId = useId();
  const change = (patch: Partial<ReportFilters>) => onChange({ ...filters, ...patch });
  const textFilter = (key: TextFilter, data: string[], labelOf?: (value: string) => string) => (
    <Select
      label={t(`reports.filters.${key}`)}
      placeholder={t('reports.filters.any')}
      data={withCurrent(data, filters[key]).map((value) => ({
        value,
        label: labelOf?.(value) ?? value,
      }))}
      value={filters[key] || null}
      onChange={(value) => change({ [key]: value ?? '' })}
      searchable
      clearable
    />
  );
  return (
    <Stack component="section" aria-label={t('reports.filters.region')} gap="sm">
      <SimpleGrid cols={COLS} spacing="sm">
        <DatePickerInput
          type="range"
          allowSingleDateInRange
          label={t('reports.filters.dateRange')}
          placeholder={t('reports.filters.dateRangePlaceholder')}
          value={[filters.from || null, filters.to || null]}
          onChange={([from, to]) => change({ from: from ?? '', to: to ?? from ?? '' })}
          valueFormat="DD MMM YYYY"
          clearable
          // Drawn as text, not a native placeholder: it must meet the body-text contrast.
          styles={{ placeholder: { color: 'var(--mantine-color-dimmed)' } }}
        />
        <Stack gap={4}>
          <Text size="sm" fw={500} id={basisLabelId}>
            {t('reports.filters.basis')}
          </Text>
          <SegmentedControl
            aria-labelledby={basisLabelId}
            data={REPORT_DATE_BASES.map((basis) => ({
              value: basis,
              label: t(`reports.filters.bases.${basis}`),
            }))}
            value={filters.basis}
            onChange={(basis) => change({ basis: basis as ReportDateBasis })}
            fullWidth
          />
        </Stack>
        <MultiSelect
          label={t('reports.filters.modes')}
          placeholder={filters.modes.length ? undefined : t('reports.filters.modesPlaceholder')}
          data={SHIPMENT_MODES.map((mode) => ({ value: mode, label: t(`reports.modes.${mode}`) }))}
          value={filters.modes}
          onChange={(modes) =>
            change({ modes: SHIPMENT_MODES.filter((mode: ShipmentMode) => modes.includes(mode)) })
          }
          clearable
        />
        {textFilter('direction', choices.directions, (value) =>
          t(`reports.directions.${value.toLowerCase()}`, { defaultValue: value }),
        )}
        {textFilter('client', choices.clients)}
        {textFilter('carrier', choices.carriers)}
        {textFilter('status', choices.statuses, (value) => valueLabel('statuses', value))}
        {textFilter('currency', choices.currencies)}
      </SimpleGrid>
      <Group justify="flex-end">
        <Button
          variant="default"
          disabled={!props.hasActiveFilters}
          onClick={() => onChange(EMPTY_REPORT_FILTERS)}
        >
          {t('reports.filters.reset')}
        </Button>
      </Group>
    </Stack>
  );
});

/** The choices with the value the address asks for, even when no shipment holds it now. */
function withCurrent(data: string[], current: string): string[] {
  return current && !data.includes(current) ? [current, ...data] : data;
}
