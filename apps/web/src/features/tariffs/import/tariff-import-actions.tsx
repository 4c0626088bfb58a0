import { Button } from '@mantine/core';
import { IconDownload, IconUpload } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tariffsQuery } from '#data/tariffs/tariffs-query.ts';
import { TariffUploadDialog } from './tariff-upload-dialog.tsx';
import { useTariffTemplateDownload } from './use-tariff-template-download.ts';

export type TariffImportActionsProps = {
  /** The user's company; null for a platform admin, who chooses the company in the dialog. */
  companyId: string | null;
};

/** "Download template" and "Upload rates" (check, diff, publish all or nothing). */
export function TariffImportActions({ companyId }: TariffImportActionsProps) {
  const { t } = useTranslation();
  const template = useTariffTemplateDownload();
  const [isOpen, setOpen] = useState(false);
  // An upload is compared with every current line of the company: read whole, only for it.
  const lines = useQuery({ ...tariffsQuery(companyId), enabled: isOpen });
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
        loading={isOpen && lines.isPending}
        onClick={() => setOpen(true)}
      >
        {t('tariffImport.upload')}
      </Button>
      {isOpen && lines.data && (
        <TariffUploadDialog
          tariffs={lines.data}
          companyId={companyId}
          onClose={() => setOpen(false)}
        />
      )}
    </>
  );
}
