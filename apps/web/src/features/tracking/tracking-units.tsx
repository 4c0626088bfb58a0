import { Stack, Table, Title } from '@mantine/core';
import type { TrackingUnit } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@rumbo/domain';
import classes from './tracking.module.css';

export type TrackingUnitsProps = { units: TrackingUnit[]; headingId: string };

/** The shipment's containers (number, ISO type, seal) or ULDs (number, type, pieces), with weight. */
export function TrackingUnits({ units, headingId }: TrackingUnitsProps) {
  const { t } = useTranslation();
  if (units.length === 0) return null;
  const isUld = units.every((unit) => unit.kind === 'uld');
  const none = t('tracking.card.none');
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={3} size="h5" id={headingId}>
        {t(isUld ? 'tracking.units.ulds' : 'tracking.units.containers')}
      </Title>
      <Table
        verticalSpacing={6}
        horizontalSpacing={6}
        fz={{ base: 'xs', sm: 'sm' }}
        aria-labelledby={headingId}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('tracking.units.number')}</Table.Th>
            <Table.Th scope="col">{t('tracking.units.type')}</Table.Th>
            <Table.Th scope="col">
              {t(isUld ? 'tracking.units.pieces' : 'tracking.units.seal')}
            </Table.Th>
            <Table.Th scope="col" ta="end">
              {t('tracking.units.weight')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {units.map((unit, index) => (
            <Table.Tr key={`${unit.number}-${index}`} data-testid="tracking-unit">
              <Table.Td className={classes.unitNumber}>{unit.number}</Table.Td>
              <Table.Td>{unit.type || none}</Table.Td>
              <Table.Td>{(isUld ? unit.pieces?.toString() : unit.seal) || none}</Table.Td>
              <Table.Td ta="end">
                {unit.weightKg === null
                  ? none
                  : t('tracking.units.weightKg', {
                      weight: formatNumber(unit.weightKg, { maxDecimals: 1 }),
                    })}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Stack>
  );
}
