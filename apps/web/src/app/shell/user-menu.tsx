import { Avatar, Menu, UnstyledButton, useMantineColorScheme } from '@mantine/core';
import {
  IconBuilding,
  IconCheck,
  IconLanguage,
  IconLogout,
  IconMoon,
  IconRecycle,
  IconSun,
  IconUser,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { USER_LANGUAGES } from '@rumbo/domain';
import { saveUserLanguage } from '#data/users/save-user-language.ts';
import { useLanguageChoice } from '#ui/use-language-choice.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { useAccountActions } from './use-account-actions.ts';
import { userInitials } from './user-initials.ts';

type ThemeValue = 'light' | 'dark';

/**
 * The top bar's user menu: initials avatar, profile, company, the recycle bin for those who may
 * open it (issue 35), theme, language (issue 20) and sign-out (SPEC §2).
 */
export function UserMenu() {
  const { t } = useTranslation();
  const { user } = useAuthSession();
  const { colorScheme, setColorScheme } = useMantineColorScheme();
  const actions = useAccountActions();
  const language = useLanguageChoice(saveUserLanguage);
  const theme: ThemeValue = colorScheme === 'dark' ? 'dark' : 'light';
  const themeItem = (value: ThemeValue, label: string, icon: ReactNode) => (
    <Menu.Item
      // Mantine keeps role=menuitem (where aria-checked is not allowed): aria-current marks it.
      aria-current={theme === value ? 'true' : undefined}
      leftSection={icon}
      rightSection={theme === value ? <IconCheck size={14} aria-hidden /> : null}
      onClick={() => setColorScheme(value)}
    >
      {label}
    </Menu.Item>
  );
  return (
    // No focus placeholder: a bare div inside role=menu is not a valid menu child (axe).
    <Menu position="bottom-end" width={240} shadow="md" withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <UnstyledButton aria-label={t('shell.userMenu')} style={{ borderRadius: '50%' }}>
          <Avatar color="blue" variant="filled" radius="xl" size={36}>
            {userInitials(user?.nombreCompleto, user?.email)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label style={{ overflowWrap: 'anywhere' }}>{user?.email}</Menu.Label>
        <Menu.Item
          leftSection={<IconUser size={16} aria-hidden />}
          onClick={actions.handleMyProfile}
        >
          {t('shell.myProfile')}
        </Menu.Item>
        <Menu.Item
          leftSection={<IconBuilding size={16} aria-hidden />}
          onClick={actions.handleMyCompany}
        >
          {t('shell.myCompany')}
        </Menu.Item>
        {actions.canOpenRecycleBin && (
          <Menu.Item
            leftSection={<IconRecycle size={16} aria-hidden />}
            onClick={actions.handleRecycleBin}
          >
            {t('shell.links.recycleBin')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Label>{t('shell.theme')}</Menu.Label>
        {themeItem('light', t('shell.themeLight'), <IconSun size={16} aria-hidden />)}
        {themeItem('dark', t('shell.themeDark'), <IconMoon size={16} aria-hidden />)}
        <Menu.Divider />
        <Menu.Label>{t('language.menuLabel')}</Menu.Label>
        {USER_LANGUAGES.map((value) => (
          <Menu.Item
            key={value}
            lang={value}
            aria-current={language.language === value ? 'true' : undefined}
            leftSection={<IconLanguage size={16} aria-hidden />}
            rightSection={language.language === value ? <IconCheck size={14} aria-hidden /> : null}
            onClick={() => language.choose(value)}
          >
            {t(`language.names.${value}`)}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item
          leftSection={<IconLogout size={16} aria-hidden />}
          disabled={actions.isSigningOut}
          onClick={actions.handleSignOut}
        >
          {t('shell.signOut')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
