import { Avatar, Button, Group, Stack, Text } from '@mantine/core';
import { IconBuilding, IconLogout, IconRecycle, IconUser } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { saveUserLanguage } from '#data/users/save-user-language.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { LanguageSwitch } from '#ui/language-switch.tsx';
import { ThemeSwitch } from './theme-switch.tsx';
import { useAccountActions } from './use-account-actions.ts';
import { userInitials } from './user-initials.ts';

export type MobileProfilePanelProps = {
  /** Closes the drawer after an action that leaves the current screen. */
  onNavigate: () => void;
};

/**
 * The drawer's Profile tab: who is signed in, theme, language, my profile, my company, the
 * recycle bin (superusers and admins) and sign-out.
 */
export function MobileProfilePanel({ onNavigate }: MobileProfilePanelProps) {
  const { t } = useTranslation();
  const { user } = useAuthSession();
  const actions = useAccountActions();
  const handleMyCompany = () => {
    actions.handleMyCompany();
    onNavigate();
  };
  const handleRecycleBin = () => {
    actions.handleRecycleBin();
    onNavigate();
  };
  return (
    <Stack gap="md" p="md">
      <Group gap="sm" wrap="nowrap">
        <Avatar color="blue" variant="filled" radius="xl" aria-hidden>
          {userInitials(user?.nombreCompleto, user?.email)}
        </Avatar>
        <Stack gap={0} miw={0}>
          {user?.nombreCompleto && (
            <Text fw={600} truncate="end">
              {user.nombreCompleto}
            </Text>
          )}
          <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {user?.email}
          </Text>
        </Stack>
      </Group>
      <Stack gap={6}>
        <Text size="sm" fw={600} aria-hidden>
          {t('shell.theme')}
        </Text>
        <ThemeSwitch fullWidth />
      </Stack>
      <Stack gap={6}>
        <Text size="sm" fw={600} aria-hidden>
          {t('language.menuLabel')}
        </Text>
        <LanguageSwitch label={t('language.menuLabel')} saveLanguage={saveUserLanguage} fullWidth />
      </Stack>
      <Stack gap="xs">
        <Button
          variant="default"
          justify="flex-start"
          leftSection={<IconUser size={16} aria-hidden />}
          onClick={actions.handleMyProfile}
        >
          {t('shell.myProfile')}
        </Button>
        <Button
          variant="default"
          justify="flex-start"
          leftSection={<IconBuilding size={16} aria-hidden />}
          onClick={handleMyCompany}
        >
          {t('shell.myCompany')}
        </Button>
        {actions.canOpenRecycleBin && (
          <Button
            variant="default"
            justify="flex-start"
            leftSection={<IconRecycle size={16} aria-hidden />}
            onClick={handleRecycleBin}
          >
            {t('shell.links.recycleBin')}
          </Button>
        )}
        <Button
          variant="default"
          justify="flex-start"
          leftSection={<IconLogout size={16} aria-hidden />}
          loading={actions.isSigningOut}
          onClick={actions.handleSignOut}
        >
          {t('shell.signOut')}
        </Button>
      </Stack>
    </Stack>
  );
}
