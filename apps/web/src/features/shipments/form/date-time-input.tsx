import { TextInput, type TextInputProps } from '@mantine/core';
import type { Ref } from 'react';
import { isoToLocalInput, localInputToIso } from './form-values.ts';

export type DateTimeInputProps = Omit<TextInputProps, 'value' | 'onChange' | 'type'> & {
  /** ISO time, or '' for none. */
  value: unknown;
  onChange: (iso: string) => void;
  ref?: Ref<HTMLInputElement>;
  /** Markers for the host and tests, e.g. `data-milestone-actual`. */
  [dataAttribute: `data-${string}`]: unknown;
};

/**
 * A native `datetime-local` input in Mantine's dress: typed segment by segment from the
 * keyboard, with the browser's own picker, in business time (UTC−6) as the lists show it,
 * whatever the computer's zone; the value stays ISO.
 */
export function DateTimeInput({ value, onChange, ...rest }: DateTimeInputProps) {
  return (
    <TextInput
      {...rest}
      type="datetime-local"
      value={isoToLocalInput(value)}
      onChange={(event) => onChange(localInputToIso(event.currentTarget.value))}
    />
  );
}
