import { Button, Loader } from '@mantine/core';
import { IconRestore } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import type { BinItemText } from './use-bin-item-text.ts';

export type RestoreButtonProps = {
  text: BinItemText;
  isRestoring: boolean;
  onRestore: () => void;
};

/** Restore one item; while it runs the button says so and cannot be pressed again. */
export function RestoreButton({ text, isRestoring, onRestore }: RestoreButtonProps) {
  const { t } = useTranslation();
  return (
    <Button
      size="xs"
      variant="light"
      disabled={isRestoring}
      aria-busy={isRestoring || undefined}
      leftSection={
        isRestoring ? <Loader size={14} aria-hidden /> : <IconRestore size={16} aria-hidden />
      }
      aria-label={
        isRestoring
          ? t('recycleBin.restoring')
          : t('recycleBin.restoreNamed', { label: text.label, kind: text.kind })
      }
      onClick={onRestore}
    >
      {isRestoring ? t('recycleBin.restoring') : t('recycleBin.restore')}
    </Button>
  );
}
