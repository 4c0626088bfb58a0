import { Switch, Textarea, TextInput } from '@mantine/core';
import { shipmentTextMax } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { fieldLabel, type FormFieldName } from './field-label.ts';
import { EntryNumberInput } from './entry-number-input.tsx';
import { numberOf, textOf } from './form-values.ts';
import { useFieldValue, useFormUpdate } from './shipment-form-context.ts';
import { useFieldBinding } from './use-field-binding.ts';

export type BoundFieldProps = {
  /** The record field; its catalogue label is used unless `label` says otherwise. */
  field: string;
  labelKey?: FormFieldName;
  description?: string;
  placeholder?: string;
};

function useLabel(field: string, labelKey?: FormFieldName): string {
  const { t } = useTranslation();
  return fieldLabel(t, labelKey ?? (field as FormFieldName));
}

export type BoundTextInputProps = BoundFieldProps & { upperCase?: boolean };

export function BoundTextInput({ field, labelKey, upperCase, ...rest }: BoundTextInputProps) {
  const stored = useFieldValue(field);
  const update = useFormUpdate();
  const binding = useFieldBinding(field);
  const handleChange = (text: string) => update({ [field]: upperCase ? text.toUpperCase() : text });
  return (
    <TextInput
      {...rest}
      {...binding}
      label={useLabel(field, labelKey)}
      // The server's maximum for the field (decision 023): typing stops there, never a failed save.
      maxLength={shipmentTextMax(field)}
      value={textOf(stored)}
      onChange={(event) => handleChange(event.currentTarget.value)}
    />
  );
}

export function BoundTextarea({ field, labelKey, ...rest }: BoundFieldProps) {
  const stored = useFieldValue(field);
  const update = useFormUpdate();
  const binding = useFieldBinding(field);
  return (
    <Textarea
      {...rest}
      {...binding}
      label={useLabel(field, labelKey)}
      autosize
      minRows={2}
      maxRows={8}
      maxLength={shipmentTextMax(field)}
      value={textOf(stored)}
      onChange={(event) => update({ [field]: event.currentTarget.value })}
    />
  );
}

export function BoundNumberInput({ field, labelKey, ...rest }: BoundFieldProps) {
  const stored = useFieldValue(field);
  const update = useFormUpdate();
  const binding = useFieldBinding(field);
  return (
    <EntryNumberInput
      {...rest}
      {...binding}
      label={useLabel(field, labelKey)}
      value={numberOf(stored)}
      onChange={(next) => update({ [field]: next })}
      path={field}
    />
  );
}

export function BoundSwitch({ field, labelKey, description }: BoundFieldProps) {
  const stored = useFieldValue(field);
  const update = useFormUpdate();
  const { disabled, error, classNames } = useFieldBinding(field);
  return (
    <Switch
      disabled={disabled}
      error={error}
      classNames={classNames}
      label={useLabel(field, labelKey)}
      description={description}
      checked={stored === true}
      onChange={(event) => update({ [field]: event.currentTarget.checked })}
    />
  );
}
