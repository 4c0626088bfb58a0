import type { ShipmentListRow, ShipmentMode } from '@rumbo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ReadProgress } from '#data/lists/use-read-all.ts';
import { showToast } from '#ui/toast.ts';
import { buildShipmentsWorkbook } from './build-shipments-workbook.ts';
import { downloadFile } from '#ui/download-file.ts';
import { shipmentsExportFileName } from './shipments-export-file-name.ts';

/**
 * What an export holds: rows at hand (a selection), or every row of the list, read from the
 * server in batches before the file is built.
 */
export type ExportSource =
  | { rows: readonly ShipmentListRow[] }
  | {
      /** How many the list shows now: the button is off at none. */
      count: number;
      /** Every row of the view chosen now (the list may still show the previous one's). */
      readAll: (onProgress: ReadProgress) => Promise<readonly ShipmentListRow[]>;
    };

export type ShipmentsExport = {
  /** 0–100 while a file is being read and built, null otherwise. */
  percent: number | null;
  start: (source: ExportSource) => Promise<void>;
};

// Reading the rows is the first half of the bar, building the file the second.
const READ_SHARE = 50;

/** Builds the Excel file of some shipments and downloads it, with the progress in between. */
export function useShipmentsExport(mode: ShipmentMode): ShipmentsExport {
  const { t } = useTranslation();
  const [percent, setPercent] = useState<number | null>(null);
  const start = async (source: ExportSource) => {
    if (percent !== null) return;
    const nothing = () => showToast({ message: t('shipmentsList.export.nothing') });
    if ('rows' in source && source.rows.length === 0) return nothing();
    setPercent(0);
    try {
      const rows = 'rows' in source ? source.rows : await readWithProgress(source, setPercent);
      // The list may have shown an earlier view's count: the rows read are the view's own.
      if (rows.length === 0) return nothing();
      const share = 'rows' in source ? 0 : READ_SHARE;
      const fileName = shipmentsExportFileName(mode, new Date());
      const blob = await buildShipmentsWorkbook({
        rows,
        sheetName: t(`screens.shipments.${mode}`),
        onProgress: (built) => setPercent(share + Math.round((built * (100 - share)) / 100)),
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

function readWithProgress(
  { readAll }: Extract<ExportSource, { readAll: unknown }>,
  setPercent: (percent: number) => void,
): Promise<readonly ShipmentListRow[]> {
  return readAll((loaded, total) =>
    setPercent(Math.min(READ_SHARE, Math.round((loaded * READ_SHARE) / Math.max(total, 1)))),
  );
}
