import { ZipWriter } from './zip-writer.ts';
import {
  contentTypesXml,
  escapeXml,
  rootRelsXml,
  SHEET_END_XML,
  sheetStartXml,
  styleIndex,
  stylesXml,
  workbookRelsXml,
  workbookXml,
  type XlsxFormat,
} from './xlsx-parts.ts';

export type { XlsxFormat } from './xlsx-parts.ts';
export const XLSX_TYPE = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export type XlsxColumn = { header: string; width: number; format?: XlsxFormat };
export type XlsxCell = string | number | Date | null | undefined;
export type XlsxRowOptions = {
  isBold?: boolean;
  /** Per cell, instead of its column's format. */
  formats?: readonly (XlsxFormat | undefined)[];
};

// Text gathered before it is encoded and compressed: large enough to cost little per row.
const FLUSH_CHARACTERS = 64 * 1024;
const DAY_MS = 86_400_000;
// Excel's day 0 is 30 December 1899; dates are its days since then (UTC fields, as exceljs).
const EXCEL_EPOCH_DAYS = 25_569;

/**
 * An Excel workbook (.xlsx) written row by row into a compressed archive, so a sheet of any
 * length never exists whole in memory: only the compressed file does. The sheets are named up
 * front (the package's parts come first in the archive, as in files Excel writes) and written
 * one after the other in that order (`startSheet`, rows, then the next); each gets a bold,
 * frozen header row.
 * Strings are inline (no shared table, which would need every string before the first row);
 * dates are Excel serial numbers of the Date's UTC fields; numbers stay numbers.
 */
export class XlsxWriter {
  private readonly zip = new ZipWriter();
  private readonly encoder = new TextEncoder();
  private sheetsStarted = 0;
  private columns: readonly XlsxColumn[] = [];
  private rowNumber = 0;
  private buffer = '';

  constructor(private readonly sheetNames: readonly string[]) {}

  async startSheet(name: string, columns: readonly XlsxColumn[]): Promise<void> {
    if (this.sheetsStarted === 0) await this.writePackageParts();
    else await this.endSheet();
    if (this.sheetNames[this.sheetsStarted] !== name)
      throw new Error(`Sheet ${name} was not named in this place`);
    this.sheetsStarted++;
    this.columns = columns;
    this.rowNumber = 0;
    this.zip.startEntry(`xl/worksheets/sheet${this.sheetsStarted}.xml`);
    this.buffer = sheetStartXml(columns.map((column) => column.width));
    await this.addRow(
      columns.map((column) => column.header),
      { isBold: true, formats: columns.map(() => undefined) },
    );
  }

  async addRow(cells: readonly XlsxCell[], options: XlsxRowOptions = {}): Promise<void> {
    const row = ++this.rowNumber;
    // A bold row is bold as a whole too (cells added later in Excel keep the look).
    const rowStyle = options.isBold ? ` s="${styleIndex(undefined, true)}" customFormat="1"` : '';
    let xml = `<row r="${row}"${rowStyle}>`;
    cells.forEach((value, index) => {
      const format = options.formats ? options.formats[index] : this.columns[index]?.format;
      xml += cellXml(
        `${columnName(index)}${row}`,
        value,
        styleIndex(format, options.isBold ?? false),
      );
    });
    this.buffer += `${xml}</row>`;
    if (this.buffer.length >= FLUSH_CHARACTERS) await this.flush();
  }

  /** The workbook file, once every named sheet was written. */
  async finish(): Promise<Blob> {
    await this.endSheet();
    if (this.sheetsStarted !== this.sheetNames.length)
      throw new Error('Some named sheets were not written');
    return this.zip.finish(XLSX_TYPE);
  }

  private async writePackageParts(): Promise<void> {
    const count = this.sheetNames.length;
    const parts: [string, string][] = [
      ['[Content_Types].xml', contentTypesXml(count)],
      ['_rels/.rels', rootRelsXml()],
      ['xl/workbook.xml', workbookXml(this.sheetNames)],
      ['xl/_rels/workbook.xml.rels', workbookRelsXml(count)],
      ['xl/styles.xml', stylesXml()],
    ];
    for (const [path, xml] of parts) {
      this.zip.startEntry(path);
      await this.zip.write(this.encoder.encode(xml));
      await this.zip.endEntry();
    }
  }

  private async endSheet(): Promise<void> {
    if (this.sheetsStarted === 0 || this.buffer === '') return;
    this.buffer += SHEET_END_XML;
    await this.flush();
    await this.zip.endEntry();
  }

  private async flush(): Promise<void> {
    const text = this.buffer;
    this.buffer = '';
    await this.zip.write(this.encoder.encode(text));
  }
}

function cellXml(ref: string, value: XlsxCell, style: number): string {
  const s = style ? ` s="${style}"` : '';
  if (value === null || value === undefined || value === '')
    return style ? `<c r="${ref}"${s}/>` : '';
  if (value instanceof Date) {
    const time = value.getTime();
    if (Number.isNaN(time)) return '';
    return `<c r="${ref}"${s}><v>${time / DAY_MS + EXCEL_EPOCH_DAYS}</v></c>`;
  }
  if (typeof value === 'number')
    return Number.isFinite(value) ? `<c r="${ref}"${s}><v>${value}</v></c>` : '';
  return `<c r="${ref}"${s} t="inlineStr"><is><t xml:space="preserve">${escapeXml(value)}</t></is></c>`;
}

/** A, B, …, Z, AA, … */
function columnName(index: number): string {
  let name = '';
  for (let n = index + 1; n > 0; n = Math.floor((n - 1) / 26))
    name = String.fromCharCode(65 + ((n - 1) % 26)) + name;
  return name;
}
