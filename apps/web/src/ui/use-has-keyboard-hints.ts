import { useMediaQuery } from '@mantine/hooks';

// A fine pointer that can hover (a mouse or trackpad) on a screen wider than SPEC §9's mobile
// breakpoint: a computer, where a keyboard is at hand. Phones and tablets get no shortcut hints.
export const KEYBOARD_HINTS_QUERY = '(hover: hover) and (pointer: fine) and (min-width: 861px)';

/** Whether keyboard shortcut hints ('Ctrl+S saves · Esc closes') mean anything here. */
export function useHasKeyboardHints(): boolean {
  return useMediaQuery(KEYBOARD_HINTS_QUERY, false, { getInitialValueInEffect: false });
}
