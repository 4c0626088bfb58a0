import type { TFunction } from 'i18next';
import type { shipmentFormCatalogue } from '#i18n/catalogue/shipment-form.ts';

/** A shipment field the catalogue has a label for. */
export type FormFieldName = keyof (typeof shipmentFormCatalogue)['shipmentForm']['fields'];

export function fieldLabel(t: TFunction, field: FormFieldName): string {
  return t(`shipmentForm.fields.${field}`);
}
