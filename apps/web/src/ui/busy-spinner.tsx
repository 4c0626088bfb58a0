import { Loader, type MantineSize } from '@mantine/core';

export type BusySpinnerProps = { label: string; size?: MantineSize | number };

/**
 * A spinner that says what is loading: to assistive technology, a progress bar named `label`.
 * Mantine's bare Loader is a span without a role, on which a name is not allowed (axe
 * `aria-prohibited-attr`); a spinner with nothing to say is `<Loader aria-hidden />`.
 */
export function BusySpinner({ label, size }: BusySpinnerProps) {
  return <Loader size={size} role="progressbar" aria-label={label} />;
}
