import { Autocomplete, Select, type ComboboxData } from '@mantine/core';
import { shipmentTextMax } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { withCurrentChoice, type Choice } from './choice-data.ts';
import { fieldLabel, type FormFieldName } from './field-label.ts';
import { textOf } from './form-values.ts';
import { useFieldValue, useFormUpdate } from './shipment-form-context.ts';
import { useFieldBinding } from './use-field-binding.ts';

export type BoundSelectProps = {
  field: string;
  labelKey?: FormFieldName;
  choices: readonly Choice[];
  description?: string;
  /** Blank is a valid answer (e.g. no Incoterm agreed yet). */
  clearable?: boolean;
};

/** A closed list; the saved value is kept as a choice even when the list no longer has it. */
export function BoundSelect({
  field,
  labelKey,
  choices,
  clearable,
  description,
}: BoundSelectProps) {
  const { t } = useTranslation();
  const stored = useFieldValue(field);
  const update = useFormUpdate();
  const binding = useFieldBinding(field);
  const current = textOf(stored);
  return (
    <Select
      {...binding}
      label={fieldLabel(t, labelKey ?? (field as FormFieldName))}
      description={description}
      data={withCurrentChoice(choices, current)}
      value={current === '' ? null : current}
      onChange={(next) => update({ [field]: next ?? '' })}
      clearable={clearable}
      allowDeselect={false}
      searchable
      comboboxProps={{ withinPortal: true }}
    />
  );
}

export type BoundAutocompleteProps = {
  field: string;
  labelKey?: FormFieldName;
  data: ComboboxData;
  description?: string;
  placeholder?: string;
};

/** Suggestions with free text allowed: whatever is typed is kept. */
export function BoundAutocomplete({ field, labelKey, ...rest }: BoundAutocompleteProps) {
  const { t } = useTranslation();
  const stored = useFieldValue(field);
  const update = useFormUpdate();
  const binding = useFieldBinding(field);
  return (
    <Autocomplete
      {...rest}
      {...binding}
      label={fieldLabel(t, labelKey ?? (field as FormFieldName))}
      maxLength={shipmentTextMax(field)}
      value={textOf(stored)}
      onChange={(next) => update({ [field]: next })}
      limit={50}
    />
  );
}
