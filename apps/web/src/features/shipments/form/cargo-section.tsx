import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { AirCargoTotals } from './air-cargo-totals.tsx';
import { BoundAutocomplete, BoundSelect } from './bound-choice-fields.tsx';
import { BoundNumberInput, BoundSwitch, BoundTextInput } from './bound-text-fields.tsx';
import { plainChoices } from './choice-data.ts';
import { ContainersEditor } from './containers-editor.tsx';
import { FieldGrid } from './field-grid.tsx';
import { FormSection } from './form-section.tsx';
import { LclItemsEditor } from './lcl-items-editor.tsx';
import { LooseItemsEditor } from './loose-items-editor.tsx';
import { useShipmentForm } from './shipment-form-context.ts';
import {
  CARGO_TYPE_OPTIONS,
  DRIVER_MODE_SUGGESTIONS,
  LOAD_OPTIONS,
  SERVICE_SCOPE_SUGGESTIONS,
  VEHICLE_SUGGESTIONS,
} from './shipment-form-options.ts';
import { UldsEditor } from './ulds-editor.tsx';
import { useContainerTypeChoices } from './use-container-type-choices.ts';

/** What travels: containers and LCL lines (ocean), ULDs and loose pieces (air), the load (land). */
export function CargoSection() {
  const { mode } = useShipmentForm();
  return (
    <FormSection sectionKey="cargo">
      {mode === 'ocean' && <OceanCargo />}
      {mode === 'air' && <AirCargo />}
      {mode === 'land' && <LandCargo />}
    </FormSection>
  );
}

function OceanCargo() {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <FieldGrid>
        <BoundSelect field="cargoType" choices={plainChoices(CARGO_TYPE_OPTIONS)} clearable />
        <BoundSelect field="containerType" choices={useContainerTypeChoices()} clearable />
        <BoundTextInput field="hsCode" description={t('shipmentForm.help.hsCode')} />
      </FieldGrid>
      <BoundSwitch field="dangerousGoods" description={t('shipmentForm.help.dangerousGoods')} />
      <ContainersEditor />
      <LclItemsEditor />
    </Stack>
  );
}

function AirCargo() {
  return (
    <Stack gap="md">
      <UldsEditor />
      <LooseItemsEditor />
      <AirCargoTotals />
    </Stack>
  );
}

function LandCargo() {
  return (
    <FieldGrid>
      <BoundSelect field="load" choices={plainChoices(LOAD_OPTIONS)} clearable />
      <BoundAutocomplete field="vehicle" data={VEHICLE_SUGGESTIONS} />
      <BoundNumberInput field="weightKg" />
      <BoundNumberInput field="volumeM3" />
      <BoundAutocomplete field="driverMode" data={DRIVER_MODE_SUGGESTIONS} />
      <BoundAutocomplete field="serviceScope" data={SERVICE_SCOPE_SUGGESTIONS} />
    </FieldGrid>
  );
}
