import { useTranslation } from 'react-i18next';
import { DateTimeInput } from './date-time-input.tsx';
import { fieldLabel, type FormFieldName } from './field-label.ts';
import { useFieldValue, useFormUpdate } from './shipment-form-context.ts';
import { useFieldBinding } from './use-field-binding.ts';

export type BoundDateInputProps = {
  field: string;
  labelKey?: FormFieldName;
  label?: string;
  description?: string;
};

export function BoundDateInput({ field, labelKey, label, description }: BoundDateInputProps) {
  const { t } = useTranslation();
  const stored = useFieldValue(field);
  const update = useFormUpdate();
  const binding = useFieldBinding(field);
  return (
    <DateTimeInput
      {...binding}
      path={field}
      label={label ?? fieldLabel(t, labelKey ?? (field as FormFieldName))}
      description={description}
      value={stored}
      onChange={(iso) => update({ [field]: iso })}
    />
  );
}
