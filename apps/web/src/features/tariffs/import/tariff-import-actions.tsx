import { Button } from '@mantine/core';
import type { Tariff } from '@rumbo/domain';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TariffUploadDialog } from './tariff-upload-dialog.tsx';
import { useTariffTemplateDownload } from './use-tariff-template-download.ts';

export type TariffImportActionsProps = {
  /** The current lines as the page holds them: the company's, or every company's for an admin. */
  tariffs: Tariff[];
  /** The user's company; null for a platform admin, who chooses the company in the dialog. */
  companyId: string | null;
};

/** "Download template" and "Upload rates" (check, diff, publish all or nothing). */
export function TariffImportActions({ tariffs, companyId }: TariffImportActionsProps) {
  const { t } = useTranslation();
  const template = useTariffTemplateDownload();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button
        variant="default"
        leftSection={<IconDownload size={18} aria-hidden />}
        loading={template.isBuilding}
        onClick={() => void template.download()}
      >
        {t('tariffImport.downloadTemplate')}
      </Button>
      <Button
        variant="default"
        leftSection={<IconUpload size={18} aria-hidden />}
        onClick={() => setOpen(true)}
      >
        {t('tariffImport.upload')}
      </Button>
      {isOpen && (
        <TariffUploadDialog
          tariffs={tariffs}
          companyId={companyId}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
