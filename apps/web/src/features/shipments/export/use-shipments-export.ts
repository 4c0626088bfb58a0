import type { ShipmentListRow, ShipmentMode } from '@rumbo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '#ui/toast.ts';
import { buildShipmentsWorkbook } from './build-shipments-workbook.ts';
import { downloadFile } from '#ui/download-file.ts';
import { shipmentsExportFileName } from './shipments-export-file-name.ts';

export type ShipmentsExport = {
  /** 0–100 while a file is being built, null otherwise. */
  percent: number | null;
  start: (rows: readonly ShipmentListRow[]) => Promise<void>;
};

/** Builds the Excel file of some shipments and downloads it, with the progress in between. */
export function useShipmentsExport(mode: ShipmentMode): ShipmentsExport {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  const start = async (rows: readonly ShipmentListRow[]) => {
    if (percent !== null) return;
    if (rows.length === 0) return showToast({ message: t('shipmentsList.export.nothing') });
    setPercent(0);
    try {
      const fileName = shipmentsExportFileName(mode, new Date());
      const blob = await buildShipmentsWorkbook({
        rows,
        sheetName: t(`screens.shipments.${mode}`),
        onProgress: setPercent,
      });
      downloadFile(blob, fileName);
      showToast({ message: t('shipmentsList.export.done', { fileName }), tone: 'success' });
    } catch (error) {
      console.warn('The Excel export failed.', error);
      showToast({ message: t('shipmentsList.export.failed'), tone: 'error', durationMs: 5000 });
    } finally {
      setPercent(null);
    }
  };
  return { percent, start };
}
