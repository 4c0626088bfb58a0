import type { ShipmentMode } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { labelledChoices } from './choice-data.ts';
import { FormSection } from './form-section.tsx';
import { newItemId } from './form-values.ts';
import type { ItemField } from './item-field-input.tsx';
import { useShipmentForm } from './shipment-form-context.ts';
import { LEG_MODE_OPTIONS } from './shipment-form-options.ts';
import { SubListEditor } from './sub-list-editor.tsx';
import { useSubListTexts } from './use-sub-list-texts.ts';

const DEFAULT_LEG_MODE: Record<ShipmentMode, string> = {
  ocean: 'ocean',
  air: 'air',
  land: 'truck',
};
const TEXT_KEYS = ['carrier', 'vessel', 'voyage', 'departPort', 'arrivePort'] as const;
const TIME_KEYS = ['etd', 'atd', 'eta', 'ata'] as const;

/** The legs the cargo travels (truck, ocean or air), each with carrier, ports and times. */
export function ItinerarySection() {
  const { t } = useTranslation();
  const { mode } = useShipmentForm();
  const fields: ItemField[] = [
    {
      key: 'mode',
      kind: 'select',
      choices: labelledChoices(
        LEG_MODE_OPTIONS,
        t('shipmentForm.options.legModes', { returnObjects: true }),
      ),
      label: t('shipmentForm.itinerary.mode'),
    },
    ...TEXT_KEYS.map((key) => ({
      key,
      kind: 'text' as const,
      label: t(`shipmentForm.itinerary.${key}`),
    })),
    ...TIME_KEYS.map((key) => ({
      key,
      kind: 'datetime' as const,
      label: t(`shipmentForm.itinerary.${key}`),
    })),
  ];
  return (
    <FormSection sectionKey="itinerary">
      <SubListEditor
        field="itinerary"
        texts={useSubListTexts('itinerary')}
        fields={fields}
        maxColumns={4}
        newItem={() => ({ id: newItemId(), mode: DEFAULT_LEG_MODE[mode] })}
      />
    </FormSection>
  );
}
