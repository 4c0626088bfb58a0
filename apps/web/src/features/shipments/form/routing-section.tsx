import type { MilestoneKey } from '@rumbo/domain';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { BoundDateInput } from './bound-date-input.tsx';
import { BoundTextInput } from './bound-text-fields.tsx';
import { FieldGrid } from './field-grid.tsx';
import { FormSection } from './form-section.tsx';
import { MilestoneDates } from './milestone-dates.tsx';
import { useShipmentForm } from './shipment-form-context.ts';

/** The places of each mode, in travel order. */
const PLACE_FIELDS = {
  ocean: [
    'pickupLocation',
    'portOfLoad',
    'portOfArrival',
    'warehouseLocation',
    'deliveryLocation',
    'vessel',
    'voyage',
  ],
  air: ['pickupLocation', 'airportOfDeparture', 'airportOfArrival', 'deliveryLocation', 'flight'],
  land: ['origin', 'pickupLocation', 'destination', 'deliveryLocation'],
} as const;

export type RoutingSectionProps = { highlightMilestone?: MilestoneKey | null };

/** Where the cargo goes, and when each step is planned and happened. */
export function RoutingSection({ highlightMilestone }: RoutingSectionProps) {
  const { t } = useTranslation();
  const { mode } = useShipmentForm();
  return (
    <FormSection sectionKey="routing">
      <Stack gap="md">
        <FieldGrid>
          {PLACE_FIELDS[mode].map((field) => (
            <BoundTextInput key={field} field={field} />
          ))}
          {mode !== 'land' && (
            <BoundDateInput
              field="deliveryPickupDate"
              description={t('shipmentForm.help.deliveryPickupDate')}
            />
          )}
        </FieldGrid>
        <MilestoneDates highlightMilestone={highlightMilestone} />
      </Stack>
    </FormSection>
  );
}
