import type { Partner } from '@rumbo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '#ui/toast.ts';
import { buildPartnersWorkbook } from './build-partners-workbook.ts';
import { downloadFile } from '#ui/download-file.ts';
import { partnersExportFileName } from './partners-export-file-name.ts';

/**
 * Reads the partners the list shows, builds their Excel file and downloads it, with the
 * progress in between.
 */
export function usePartnersExport() {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  const start = async (readAll: () => Promise<readonly Partner[]>) => {
    if (percent !== null) return;
    setPercent(0);
    try {
      // The view chosen now: the list may still show an earlier one's count while it loads.
      const partners = await readAll();
      if (partners.length === 0) return showToast({ message: t('partners.export.nothing') });
      const fileName = partnersExportFileName(new Date());
      const blob = await buildPartnersWorkbook({
        partners,
        sheetName: t('partners.export.sheetName'),
        onProgress: setPercent,
      });
      downloadFile(blob, fileName);
      showToast({ message: t('partners.export.done', { fileName }), tone: 'success' });
    } catch (error) {
      console.warn('The Excel export failed.', error);
      showToast({ message: t('partners.export.failed'), tone: 'error', durationMs: 5000 });
    } finally {
      setPercent(null);
    }
  };
  return { percent, start };
}
