import { Stack, Switch, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isServerUnreachable } from '#data/common/server-unreachable.ts';
import { saveDigestSetting } from '#data/users/save-digest-setting.ts';
import { serverErrorText } from '#i18n/server-errors.ts';
import { useAuthSession } from '#lib/use-auth-session.ts';
import { showToast } from '#ui/toast.ts';

const HINT_ID = 'profile-digest-hint';

/** The dialog's body: the SPEC's sentence, then the digest switch for people of a company. */
export function ProfileSettings() {
  const { t } = useTranslation();
  const { user } = useAuthSession();
  // The value asked for while it is being saved; the stored one (the session's) otherwise.
  const [saving, setSaving] = useState<boolean | null>(null);
  const isOn = saving ?? !user?.digestOff;
  const handleChange = async (wantsDigest: boolean) => {
    // Not disabled while saving (focus would leave it): a second change waits for the first.
    if (!user || saving !== null) return;
    setSaving(wantsDigest);
    try {
      await saveDigestSetting(user.id, !wantsDigest);
      showToast({
        message: t(wantsDigest ? 'shell.profile.digestOn' : 'shell.profile.digestOff'),
        tone: 'success',
      });
    } catch (error) {
      showToast({
        message: isServerUnreachable(error)
          ? t('shell.profile.digestOffline')
          : t('shell.profile.digestFailed', { message: serverErrorText(error) }),
        tone: 'error',
        durationMs: 6000,
      });
    } finally {
      setSaving(null);
    }
  };
  return (
    <Stack gap="md">
      <Text>{t('shell.profileComingSoon')}</Text>
      {user?.company && (
        <Stack gap={4}>
          <Switch
            checked={isOn}
            onChange={(event) => void handleChange(event.currentTarget.checked)}
            label={t('shell.profile.digest')}
            // The hint apart from the label: the switch is named by its label alone.
            aria-describedby={HINT_ID}
          />
          <Text id={HINT_ID} size="xs" c="dimmed" pl={54}>
            {t('shell.profile.digestHint')}
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
