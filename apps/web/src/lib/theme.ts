import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'blue',
  // Shade 8 keeps white button labels and blue links at WCAG AA contrast (shade 6 is 3.5:1).
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
});

/**
 * Contrast fixes on top of Mantine's defaults (WCAG AA, 4.5:1 for body text): dimmed text is
 * one step darker in light and lighter in dark (the defaults are 3.3:1 and 2.9–4:1 on cards and
 * the footer), and primary "light" variants (active sidebar link) use shade 9 on their tint.
 * In dark, text is brighter than Mantine's grey so that it still stands out from dimmed text.
 */
export const cssVariablesResolver: CSSVariablesResolver = (resolved) => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    [`--mantine-color-${resolved.primaryColor}-light-color`]: `var(--mantine-color-${resolved.primaryColor}-9)`,
  },
  dark: {
    '--mantine-color-text': 'var(--mantine-color-gray-2)',
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
  },
});
