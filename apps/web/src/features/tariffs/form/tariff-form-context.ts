import { createFormContext } from '@mantine/form';
import type { TariffDraft } from '@rumbo/domain';
import type { tariffsCatalogue } from '#i18n/catalogue/tariffs.ts';

/** The form's values: the draft, plus the company a platform admin files a new line under. */
export type TariffFormValues = TariffDraft & { company: string };

export const [TariffFormProvider, useTariffFormContext, useTariffForm] =
  createFormContext<TariffFormValues>();

/** The fields the catalogue names (`tariffs.fields.<name>`). */
export type TariffFieldName = keyof typeof tariffsCatalogue.tariffs.fields;

type NumberField = 'amount' | 'minAmount' | 'transitDays' | 'freeDays';

/** A NumberInput bound to a nullable number of the draft ('' while empty, null when stored). */
export function useNumberField(field: NumberField) {
  const form = useTariffFormContext();
  const props = form.getInputProps(field);
  return {
    ...props,
    value: form.getValues()[field] ?? '',
    onChange: (value: string | number) => form.setFieldValue(field, toNumberOrNull(value)),
  };
}

export function toNumberOrNull(value: string | number): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (value.trim() === '') return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}
