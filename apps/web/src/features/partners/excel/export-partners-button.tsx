import { Button, Progress, Stack } from '@mantine/core';
import type { Partner } from '@rumbo/domain';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { usePartnersExport } from './use-partners-export.ts';

export type ExportPartnersButtonProps = {
  /** Every partner of the search and filters chosen, read from the server for the file. */
  readAll: () => Promise<readonly Partner[]>;
  isCompact: boolean;
};

/** "Export to Excel", with a progress bar while the partners are read and the file is built. */
export function ExportPartnersButton({ readAll, isCompact }: ExportPartnersButtonProps) {
  const { t } = useTranslation();
  const { percent, start } = usePartnersExport();
  const size = isCompact ? 'sm' : 'md';
  const label = t(isCompact ? 'partners.export.short' : 'partners.export.label');
  if (percent !== null)
    return (
      <Stack gap={4} miw={180}>
        <Button size={size} variant="default" loading>
          {label}
        </Button>
        <Progress value={percent} size="sm" aria-label={t('partners.export.progressLabel')} />
      </Stack>
    );
  return (
    <Button
      size={size}
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      onClick={() => void start(readAll)}
    >
      {label}
    </Button>
  );
}
