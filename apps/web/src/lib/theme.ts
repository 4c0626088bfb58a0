import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button labels and blue links at WCAG AA contrast (shade 6 is 3.5:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  // People who ask their system for less motion get no sliding drawers, fading dialogs or
  // growing menus (WCAG 2.3.3): Mantine's transitions end at once for them.
  respectReducedMotion: true,
});

/**
 * Contrast fixes on top of Mantine's defaults (WCAG AA, 4.5:1 for body text): dimmed text is
 * one step darker in light and lighter in dark (the defaults are 3.3:1 and 2.9–4:1 on cards and
 * the footer), and "light" variants (active sidebar link, alerts, badges) use shade 9 on their
 * tint: shade 8, Mantine's default, reads 3.5–3.9:1 there. Orange, green and yellow stay short
 * of 4.5:1 even at shade 9, so the product does not use them for light-variant text.
 * In dark, text is brighter than Mantine's grey so that it still stands out from dimmed text.
 */
const DARKER_LIGHT_VARIANTS = ['red', 'teal', 'cyan', 'grape', 'violet', 'pink', 'indigo'];

export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    // A field's error (its message, text and border): shade 6, Mantine's, reads 3.3:1 on white.
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    ...Object.fromEntries(
      [resolved.primaryColor, ...DARKER_LIGHT_VARIANTS].map((color) => [
        `--mantine-color-${color}-light-color`,
        `var(--mantine-color-${color}-9)`,
      ]),
    ),
  },
  dark: {
    '--mantine-color-text': 'var(--mantine-color-gray-2)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
  },
});
