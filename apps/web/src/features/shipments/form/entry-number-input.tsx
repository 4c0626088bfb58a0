import { NumberInput, type NumberInputProps } from '@mantine/core';
import { useState } from 'react';
import { toStoredNumber } from './form-values.ts';
import { useEntryError } from './use-field-binding.ts';

export type EntryNumberInputProps = Omit<NumberInputProps, 'value' | 'onChange'> & {
  /** The stored number, or '' for none. */
  value: number | '';
  onChange: (next: number | null) => void;
  /** The field's path, under which an uncorrected entry is told to the form. */
  path: string;
};

/**
 * A weight, volume, count or amount: never below 0 (the server keeps `min: 0`). A negative entry
 * stays in the input as typed, with the reason next to it, instead of turning into 0 on blur;
 * the stored value keeps its last good entry until the input is corrected.
 */
export function EntryNumberInput({ value, onChange, path, ...rest }: EntryNumberInputProps) {
  const [typed, setTyped] = useState<number | null>(null);
  const { setProblem, ...shown } = useEntryError(path, rest);
  const handleChange = (next: number | string) => {
    const stored = toStoredNumber(next);
    const isNegative = stored !== null && stored < 0;
    setTyped(isNegative ? stored : null);
    setProblem(isNegative ? 'negative' : null);
    if (!isNegative) onChange(stored);
  };
  return (
    <NumberInput
      {...rest}
      {...shown}
      min={0}
      clampBehavior="none"
      decimalScale={3}
      thousandSeparator=","
      value={typed ?? value}
      onChange={handleChange}
    />
  );
}
