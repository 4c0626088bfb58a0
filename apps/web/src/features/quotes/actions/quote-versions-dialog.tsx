import { Button, Group, Modal, Stack, Text, UnstyledButton } from '@mantine/core';
import { formatDateTime } from '@rumbo/domain';
import { IconArrowLeft, IconChevronRight } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { QuoteVersionPart } from './quote-parts.ts';
import { QuoteVersionView } from './quote-version-view.tsx';
import classes from './quote-actions.module.css';
import { useDialogSize } from '#ui/use-dialog-size.ts';

export type QuoteVersionsDialogProps = {
  code: string;
  /** The earlier versions, oldest first. */
  versions: QuoteVersionPart[];
  onClose: () => void;
};

/**
 * The quote's earlier versions, each as it was sent to the client (its number, when it was
 * sent, its total); one opens read-only.
 */
export function QuoteVersionsDialog({ code, versions, onClose }: QuoteVersionsDialogProps) {
  const { t } = useTranslation();
  const size = useDialogSize();
  const [open, setOpen] = useState<QuoteVersionPart | null>(null);
  return (
    <Modal
      opened
      onClose={onClose}
      title={
        open
          ? t('quoteActions.versions.viewTitle', { code, version: open.version })
          : t('quoteActions.versions.title', { code })
      }
      closeButtonProps={{ 'aria-label': t('quoteActions.close') }}
      {...size}
    >
      {open ? (
        <Stack gap="md">
          <Group>
            <Button
              variant="subtle"
              leftSection={<IconArrowLeft size={16} aria-hidden />}
              onClick={() => setOpen(null)}
            >
              {t('quoteActions.versions.back')}
            </Button>
          </Group>
          <QuoteVersionView version={open} />
        </Stack>
      ) : (
        <ul className={classes.versionList} aria-label={t('quoteActions.versions.listLabel')}>
          {[...versions].reverse().map((version) => (
            <li key={version.version}>
              <UnstyledButton
                className={classes.versionRow}
                onClick={() => setOpen(version)}
                aria-label={t('quoteActions.versions.open', { version: version.version })}
              >
                <Stack gap={2} style={{ minWidth: 0 }}>
                  <Text fw={600}>
                    {t('quoteActions.versionNumber', { version: version.version })}
                  </Text>
                  <Text size="sm" c="dimmed">
                    {version.sentAt
                      ? t('quoteActions.sentOn', { date: formatDateTime(version.sentAt) })
                      : t('quoteActions.versions.notSent')}
                  </Text>
                  {version.totalText && (
                    <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                      {t('quoteActions.clientPays', { total: version.totalText })}
                    </Text>
                  )}
                </Stack>
                <IconChevronRight size={18} aria-hidden />
              </UnstyledButton>
            </li>
          ))}
        </ul>
      )}
    </Modal>
  );
}
