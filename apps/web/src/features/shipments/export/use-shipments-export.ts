import type { ShipmentListRow, ShipmentMode } from '@rumbo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '#ui/toast.ts';
import { buildShipmentsWorkbook } from './build-shipments-workbook.ts';
import { downloadFile } from '#ui/download-file.ts';
import { shipmentsExportFileName } from './shipments-export-file-name.ts';

/**
 * What an export holds: rows at hand (a selection), or every row of the list, read from the
 * server in batches (`count` of them) before the file is built.
 */
export type ExportSource =
  | { rows: readonly ShipmentListRow[] }
  | {
      count: number;
      readAll: (onProgress: (loaded: number) => void) => Promise<ShipmentListRow[]>;
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
    if ('rows' in source ? source.rows.length === 0 : source.count === 0)
      return showToast({ message: t('shipmentsList.export.nothing') });
    setPercent(0);
    try {
      const rows = 'rows' in source ? source.rows : await readWithProgress(source, setPercent);
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
  { count, readAll }: Extract<ExportSource, { readAll: unknown }>,
  setPercent: (percent: number) => void,
): Promise<ShipmentListRow[]> {
  return readAll((loaded) =>
    setPercent(Math.min(READ_SHARE, Math.round((loaded * READ_SHARE) / count))),
  );
}
