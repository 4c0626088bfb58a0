import { Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { airCargoTotals, formatNumber } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { listOf } from './form-values.ts';
import { useFieldValue } from './shipment-form-context.ts';

/** Pieces, gross weight, volume and chargeable weight of the ULDs and loose items together. */
export function AirCargoTotals() {
  const { t } = useTranslation();
  const ulds = listOf(useFieldValue('uldsList'));
  const looseItems = listOf(useFieldValue('looseItems'));
  const totals = airCargoTotals(ulds, looseItems);
  const figures = [
    ['pieces', totals.pieces],
    ['grossKg', totals.grossKg],
    ['volumeM3', totals.volumeM3],
    ['chargeableKg', totals.chargeableKg],
  ] as const;
  return (
    <Paper withBorder p="sm" aria-labelledby="air-cargo-totals-title" component="section">
      <Stack gap="xs">
        <Text id="air-cargo-totals-title" fw={600} size="sm">
          {t('shipmentForm.airTotals.title')}
        </Text>
        <SimpleGrid type="container" cols={{ base: 2, '640px': 4 }} component="dl" m={0}>
          {figures.map(([key, figure]) => (
            <div key={key}>
              <Text component="dt" size="xs" c="dimmed">
                {t(`shipmentForm.airTotals.${key}`)}
              </Text>
              <Text component="dd" m={0} fw={600} data-total={key}>
                {formatNumber(figure, { maxDecimals: 3 })}
              </Text>
            </div>
          ))}
        </SimpleGrid>
        <Text size="xs" c="dimmed">
          {t('shipmentForm.airTotals.chargeableHelp')}
        </Text>
      </Stack>
    </Paper>
  );
}
