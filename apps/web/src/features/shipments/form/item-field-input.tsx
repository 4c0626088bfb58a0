import { Select, TextInput } from '@mantine/core';
import { withCurrentChoice, type Choice } from './choice-data.ts';
import { DateTimeInput } from './date-time-input.tsx';
import { EntryNumberInput } from './entry-number-input.tsx';
import { readNumber, readText, type ListItem } from './form-values.ts';
import { useFieldBinding } from './use-field-binding.ts';

export type ItemFieldKind = 'text' | 'number' | 'select' | 'datetime';

/** One field of a sub-list entry (a container's number, a cost row's amount …). */
export type ItemField = {
  key: string;
  label: string;
  kind: ItemFieldKind;
  choices?: readonly Choice[];
  upperCase?: boolean;
  description?: string;
  /** Reads a stored synonym as one of the choices (a select's older spelling). */
  normalize?: (stored: string) => string;
};

export type ItemFieldInputProps = {
  item: ListItem;
  field: ItemField;
  /** The field's path for warnings, e.g. `containersList.0.number`. */
  path: string;
  onChange: (next: unknown) => void;
};

export function ItemFieldInput({ item, field, path, onChange }: ItemFieldInputProps) {
  const binding = useFieldBinding(path);
  const common = { ...binding, label: field.label, description: field.description };
  if (field.kind === 'number') {
    return (
      <EntryNumberInput
        {...common}
        value={readNumber(item, field.key)}
        onChange={onChange}
        path={path}
      />
    );
  }
  if (field.kind === 'select') {
    const stored = readText(item, field.key);
    const current = field.normalize ? field.normalize(stored) : stored;
    return (
      <Select
        {...common}
        data={withCurrentChoice(field.choices ?? [], current)}
        value={current === '' ? null : current}
        onChange={(next) => onChange(next ?? '')}
        allowDeselect={false}
        searchable
      />
    );
  }
  if (field.kind === 'datetime')
    return <DateTimeInput {...common} value={item[field.key]} onChange={onChange} path={path} />;
  return (
    <TextInput
      {...common}
      value={readText(item, field.key)}
      onChange={(event) => {
        const text = event.currentTarget.value;
        onChange(field.upperCase ? text.toUpperCase() : text);
      }}
    />
  );
}
