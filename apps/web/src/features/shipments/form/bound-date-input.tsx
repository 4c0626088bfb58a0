import { useTranslation } from 'react-i18next';
import { DateTimeInput } from './date-time-input.tsx';
import { fieldLabel, type FormFieldName } from './field-label.ts';
import { useFieldValue, useFormUpdate } from './shipment-form-context.ts';
import { useEntryProblem } from './use-entry-problem.ts';
import { useEntryBinding, useFieldBinding } from './use-field-binding.ts';

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
  const { problem, setProblem } = useEntryProblem(field);
  const binding = useEntryBinding(useFieldBinding(field), problem);
  return (
    <DateTimeInput
      {...binding}
      onEntryProblem={setProblem}
      label={label ?? fieldLabel(t, labelKey ?? (field as FormFieldName))}
      description={description}
      value={stored}
      onChange={(iso) => update({ [field]: iso })}
    />
  );
}
