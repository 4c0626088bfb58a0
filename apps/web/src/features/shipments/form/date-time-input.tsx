import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type Ref } from 'react';
import { isoToLocalInput } from './form-values.ts';
import { readDateEntry } from './read-date-entry.ts';
import { useEntryError } from './use-field-binding.ts';

export type DateTimeInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** ISO time, or '' for none. */
  value: unknown;
  onChange: (iso: string) => void;
  /**
   * The field's path (`pickupAt`, `itinerary.0.etd`). An entry that is no date the product can
   * keep (a 5-digit year) stays as typed with its reason, told to the form under this path, and
   * the stored value stays as it was, instead of the field being wiped.
   */
  path: string;
  ref?: Ref<HTMLInputElement>;
  /** Markers for the host and tests, e.g. `data-milestone-actual`. */
  [dataAttribute: `data-${string}`]: unknown;
};

/**
 * A native `datetime-local` input in Mantine's dress: typed segment by segment from the
 * keyboard, with the browser's own picker, in business time (UTC−6) as the lists show it,
 * whatever the computer's zone; the value stays ISO.
 */
export function DateTimeInput({ value, onChange, path, ...rest }: DateTimeInputProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const { setProblem, ...shown } = useEntryError(path, rest);
  const handleChange = (text: string) => {
    const entry = readDateEntry(text);
    setTyped(entry.problem ? text : null);
    setProblem(entry.problem);
    if (!entry.problem) onChange(entry.iso);
  };
  return (
    <TextInput
      {...rest}
      {...shown}
      type="datetime-local"
      value={typed ?? isoToLocalInput(value)}
      onChange={(event) => handleChange(event.currentTarget.value)}
    />
  );
}
