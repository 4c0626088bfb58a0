import { modals } from '@mantine/modals';
import { i18n } from '#i18n/i18n.ts';
import { ProfileSettings } from './profile-settings.tsx';

const MODAL_ID = 'my-profile';

/**
 * My profile (SPEC §2 user menu): 'Profile settings are coming soon.', and under it the one
 * setting there is so far, the daily e-mail of overdue milestones (issue 37).
 */
export function openProfileDialog(): void {
  modals.open({
    modalId: MODAL_ID,
    title: i18n.t('shell.myProfile'),
    centered: true,
    // Mantine's close cross is an icon alone: without a name axe finds a nameless button.
    closeButtonProps: { 'aria-label': i18n.t('shell.profile.close') },
    styles: { title: { fontWeight: 700 } },
    children: <ProfileSettings />,
  });
}
