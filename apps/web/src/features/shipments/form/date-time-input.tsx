import { TextInput, type TextInputProps } from '@mantine/core';
import { useState, type Ref } from 'react';
import { isoToLocalInput } from './form-values.ts';
import { readDateEntry } from './read-date-entry.ts';
import type { EntryProblem } from './shipment-form-store.ts';

export type DateTimeInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** ISO time, or '' for none. */
  value: unknown;
  onChange: (iso: string) => void;
  /**
   * An entry that is no date the product can keep (a 5-digit year): the input keeps it as typed
   * and the stored value stays as it was, instead of the field being wiped.
   */
  onEntryProblem?: (problem: EntryProblem | null) => void;
  ref?: Ref<HTMLInputElement>;
  /** Markers for the host and tests, e.g. `data-milestone-actual`. */
  [dataAttribute: `data-${string}`]: unknown;
};

/**
 * A native `datetime-local` input in Mantine's dress: typed segment by segment from the
 * keyboard, with the browser's own picker, in the user's local time; the value stays ISO.
 */
export function DateTimeInput({ value, onChange, onEntryProblem, ...rest }: DateTimeInputProps) {
  const [typed, setTyped] = useState<string | null>(null);
  const handleChange = (text: string) => {
    const entry = readDateEntry(text);
    setTyped(entry.problem ? text : null);
    onEntryProblem?.(entry.problem);
    if (!entry.problem) onChange(entry.iso);
  };
  return (
    <TextInput
      {...rest}
      type="datetime-local"
      value={typed ?? isoToLocalInput(value)}
      onChange={(event) => handleChange(event.currentTarget.value)}
    />
  );
}
