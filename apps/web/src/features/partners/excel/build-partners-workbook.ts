import {
  formatSheetContacts,
  PARTNER_SHEET_COLUMNS,
  PARTNER_SHEET_ID_HEADER,
  type Partner,
} from '@rumbo/domain';
import { loadExcelJs, nextTask, XLSX_MIME_TYPE } from '#ui/load-exceljs.ts';

export type BuildPartnersWorkbookInput = {
  partners: readonly Partner[];
  sheetName: string;
  /** 0–100 as the file is built. */
  onProgress?: (percent: number) => void;
};

const ROWS_PER_STEP = 1000;

/**
 * The Excel file of some partners: the partner's id, then the template's columns (so an
 * export, minus the ID column which the import ignores, can be edited and imported again).
 */
export async function buildPartnersWorkbook({
  partners,
  sheetName,
  onProgress = () => undefined,
}: BuildPartnersWorkbookInput): Promise<Blob> {
  onProgress(0);
  const { Workbook } = await loadExcelJs();
  onProgress(10);
  const workbook = new Workbook();
  const sheet = workbook.addWorksheet(sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = [
    { header: PARTNER_SHEET_ID_HEADER, key: 'id', width: 18 },
    ...PARTNER_SHEET_COLUMNS.map(({ header, key, width }) => ({ header, key, width })),
  ];
  sheet.getRow(1).font = { bold: true };
  for (let start = 0; start < partners.length; start += ROWS_PER_STEP) {
    sheet.addRows(partners.slice(start, start + ROWS_PER_STEP).map(partnerSheetValues));
    onProgress(
      10 + Math.round((70 * Math.min(partners.length, start + ROWS_PER_STEP)) / partners.length),
    );
    await nextTask();
  }
  const buffer = await workbook.xlsx.writeBuffer();
  onProgress(100);
  return new Blob([buffer], { type: XLSX_MIME_TYPE });
}

/** One line of the export, in the order of its columns. */
export function partnerSheetValues(partner: Partner): string[] {
  return [
    partner.id,
    ...PARTNER_SHEET_COLUMNS.map(({ key }) =>
      key === 'contacts' ? formatSheetContacts(partner.contacts) : partner[key],
    ),
  ];
}
