import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { IconCheck, IconCopy } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { TrackingLink } from '#data/tracking-links/tracking-links.ts';

export type CreatedLinkProps = {
  link: TrackingLink;
  url: string;
  onCopy: () => void;
};

/** The link just made: its address to read or select, and a button to copy it. */
export function CreatedLink({ link, url, onCopy }: CreatedLinkProps) {
  const { t } = useTranslation();
  return (
    <Alert
      color="teal"
      role="status"
      icon={<IconCheck size={18} aria-hidden />}
      title={t('shareTracking.created.title', { label: link.label })}
    >
      <Stack gap="xs">
        <Text size="sm">{t('shareTracking.created.hint')}</Text>
        <Group gap="xs" wrap="nowrap" align="flex-end">
          <TextInput
            readOnly
            aria-label={t('shareTracking.created.address')}
            value={url}
            onFocus={(event) => event.currentTarget.select()}
            style={{ flex: 1, minWidth: 0 }}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
          />
          <Button leftSection={<IconCopy size={16} aria-hidden />} onClick={onCopy}>
            {t('shareTracking.created.copy')}
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
