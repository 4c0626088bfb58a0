import { SegmentedControl, useMantineColorScheme } from '@mantine/core';
import { useTranslation } from 'react-i18next';

export type ThemeSwitchProps = { fullWidth?: boolean };

/** Light/Dark theme choice, persisted by the color scheme manager under `rumbo.theme`. */
export function ThemeSwitch({ fullWidth = false }: ThemeSwitchProps) {
  const { t } = useTranslation();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const handleChange = (value: string) => setColorScheme(value === 'dark' ? 'dark' : 'light');
  return (
    <SegmentedControl
      size="xs"
      fullWidth={fullWidth}
      aria-label={t('shell.theme')}
      value={colorScheme === 'dark' ? 'dark' : 'light'}
      onChange={handleChange}
      data={[
        { value: 'light', label: t('shell.themeLight') },
        { value: 'dark', label: t('shell.themeDark') },
      ]}
    />
  );
}
