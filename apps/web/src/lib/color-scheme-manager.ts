import { localStorageColorSchemeManager } from '@mantine/core';

export const THEME_STORAGE_KEY = 'rumbo.theme';

/** Persists the theme as `light` | `dark` under `rumbo.theme` (SPEC §9: default light). */
export const colorSchemeManager = localStorageColorSchemeManager({ key: THEME_STORAGE_KEY });
