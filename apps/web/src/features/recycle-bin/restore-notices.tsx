import { Alert, Anchor, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { RestoreNotice } from './use-bin-restore.ts';

// A light yellow alert's yellow title is too faint to read (axe: color-contrast): the title is
// in the text colour, and the colour stays in the background and the icon.
const TITLE_STYLES = { title: { color: 'var(--mantine-color-text)' } };

export type RestoreNoticesProps = {
  notices: readonly RestoreNotice[];
  onDismiss: (id: string) => void;
};

/**
 * The records restored during this visit, newest first, each with a link to open it. One that
 * came back under a new code says so in a warning colour, naming the new code.
 */
export function RestoreNotices({ notices, onDismiss }: RestoreNoticesProps) {
  const { t } = useTranslation();
  if (notices.length === 0) return null;
  return (
    <Stack gap="xs">
      {notices.map((notice) => {
        const named = { label: notice.label, kind: notice.kind };
        const isRecoded = notice.newCode !== '';
        const Icon = isRecoded ? IconAlertTriangle : IconCircleCheck;
        return (
          <Alert
            key={notice.id}
            role="status"
            data-notice={isRecoded ? 'code-changed' : 'restored'}
            color={isRecoded ? 'yellow' : 'teal'}
            variant="light"
            styles={TITLE_STYLES}
            icon={<Icon aria-hidden />}
            title={
              isRecoded
                ? t('recycleBin.restoredAs', { ...named, code: notice.newCode })
                : t('recycleBin.restored', named)
            }
            withCloseButton
            closeButtonLabel={t('recycleBin.dismiss')}
            onClose={() => onDismiss(notice.id)}
          >
            {isRecoded && (
              <Text size="sm" mb={notice.link ? 4 : 0}>
                {t('recycleBin.codeChanged', { label: notice.label, code: notice.newCode })}
              </Text>
            )}
            {notice.link && (
              <Anchor component={Link} to={notice.link} size="sm" fw={600}>
                {t('recycleBin.open', { label: notice.newCode || notice.label })}
              </Anchor>
            )}
          </Alert>
        );
      })}
    </Stack>
  );
}
