import {
  NativeSelect,
  NumberInput,
  SegmentedControl,
  SimpleGrid,
  Stack,
  TextInput,
} from '@mantine/core';
import { TARIFF_CARGO_TYPES, TARIFF_MODES, type TariffMode } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { toNumberOrNull } from '../form/tariff-form-context.ts';
import { QuoteContainers } from './quote-containers.tsx';
import type { QuoteRequest } from './quote-request.ts';

export type QuoteFieldsProps = {
  request: QuoteRequest;
  onChange: (patch: Partial<QuoteRequest>) => void;
};

/** Which rates, the lane, the cargo type, the day, and the cargo (containers or weight/volume). */
export function QuoteFields({ request, onChange }: QuoteFieldsProps) {
  const { t } = useTranslation();
  const placeHint = t(request.mode === 'AIR' ? 'tariffs.form.iataHint' : 'tariffs.form.locodeHint');
  return (
    <Stack gap="sm">
      <SegmentedControl
        aria-label={t('tariffs.quote.kind')}
        value={request.kind}
        onChange={(kind) => onChange({ kind: kind as QuoteRequest['kind'] })}
        data={[
          { value: 'sell', label: t('tariffs.quote.sellRates') },
          { value: 'buy', label: t('tariffs.quote.buyRates') },
        ]}
        style={{ alignSelf: 'flex-start' }}
      />
      <SimpleGrid cols={{ base: 1, xs: 2, md: 5 }} spacing="sm">
        <NativeSelect
          label={t('tariffs.fields.mode')}
          value={request.mode}
          onChange={(event) => onChange({ mode: event.currentTarget.value as TariffMode })}
          data={TARIFF_MODES.map((mode) => ({
            value: mode,
            label: t(`tariffRules.modes.${mode}`),
          }))}
        />
        <TextInput
          label={t('tariffs.fields.origin')}
          description={placeHint}
          value={request.origin}
          onChange={(event) => onChange({ origin: event.currentTarget.value })}
          autoCapitalize="characters"
        />
        <TextInput
          label={t('tariffs.fields.destination')}
          description={placeHint}
          value={request.destination}
          onChange={(event) => onChange({ destination: event.currentTarget.value })}
          autoCapitalize="characters"
        />
        <NativeSelect
          label={t('tariffs.fields.cargoType')}
          value={request.cargoType}
          onChange={(event) =>
            onChange({ cargoType: event.currentTarget.value as QuoteRequest['cargoType'] })
          }
          data={TARIFF_CARGO_TYPES.map((type) => ({
            value: type,
            label: t(`tariffRules.cargoTypes.${type}`),
          }))}
        />
        <TextInput
          type="date"
          label={t('tariffs.quote.date')}
          value={request.date}
          onChange={(event) => onChange({ date: event.currentTarget.value })}
        />
      </SimpleGrid>
      {request.mode === 'FCL' && (
        <QuoteContainers
          rows={request.containers}
          onChange={(containers) => onChange({ containers })}
        />
      )}
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <NumberInput
          label={t('tariffs.quote.weightKg')}
          min={0}
          value={request.weightKg ?? ''}
          onChange={(value) => onChange({ weightKg: toNumberOrNull(value) })}
        />
        <NumberInput
          label={t('tariffs.quote.volumeM3')}
          min={0}
          decimalScale={3}
          value={request.volumeM3 ?? ''}
          onChange={(value) => onChange({ volumeM3: toNumberOrNull(value) })}
        />
      </SimpleGrid>
    </Stack>
  );
}
