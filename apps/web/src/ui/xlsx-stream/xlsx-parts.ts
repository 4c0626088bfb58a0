/** The parts of an Office Open XML workbook around its sheets (ECMA-376, SpreadsheetML). */

const XML = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';
const MAIN = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const RELS = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const PACKAGE_RELS = 'http://schemas.openxmlformats.org/package/2006/relationships';

/** Cell formats of the workbook's style sheet (Excel number format codes). */
export const XLSX_FORMATS = {
  dateTime: 'yyyy-mm-dd hh:mm',
  month: 'mmm yyyy',
  count: '#,##0',
  decimal: '#,##0.##',
  money: '#,##0.00',
  percent: '0.0%',
} as const;

export type XlsxFormat = keyof typeof XLSX_FORMATS;

const FORMAT_NAMES = Object.keys(XLSX_FORMATS) as XlsxFormat[];

/**
 * The style index of a cell: 0 plain, then one per format, then the same bold (headers).
 * Built to match `stylesXml`.
 */
export function styleIndex(format: XlsxFormat | undefined, isBold: boolean): number {
  const base = format === undefined ? 0 : FORMAT_NAMES.indexOf(format) + 1;
  return isBold ? base + FORMAT_NAMES.length + 1 : base;
}

export function stylesXml(): string {
  const numFmts = FORMAT_NAMES.map(
    (name, index) =>
      `<numFmt numFmtId="${164 + index}" formatCode="${escapeXml(XLSX_FORMATS[name])}"/>`,
  );
  const xf = (format: number, font: number) =>
    `<xf numFmtId="${format}" fontId="${font}" fillId="0" borderId="0" xfId="0"${format ? ' applyNumberFormat="1"' : ''}${font ? ' applyFont="1"' : ''}/>`;
  const plain = [xf(0, 0), ...FORMAT_NAMES.map((_, index) => xf(164 + index, 0))];
  const bold = [xf(0, 1), ...FORMAT_NAMES.map((_, index) => xf(164 + index, 1))];
  return (
    `${XML}<styleSheet xmlns="${MAIN}">` +
    `<numFmts count="${numFmts.length}">${numFmts.join('')}</numFmts>` +
    '<fonts count="2"><font><sz val="11"/><name val="Calibri"/></font>' +
    '<font><b/><sz val="11"/><name val="Calibri"/></font></fonts>' +
    '<fills count="2"><fill><patternFill patternType="none"/></fill>' +
    '<fill><patternFill patternType="gray125"/></fill></fills>' +
    '<borders count="1"><border><left/><right/><top/><bottom/><diagonal/></border></borders>' +
    '<cellStyleXfs count="1"><xf numFmtId="0" fontId="0" fillId="0" borderId="0"/></cellStyleXfs>' +
    `<cellXfs count="${plain.length + bold.length}">${[...plain, ...bold].join('')}</cellXfs>` +
    '<cellStyles count="1"><cellStyle name="Normal" xfId="0" builtinId="0"/></cellStyles>' +
    '</styleSheet>'
  );
}

export function contentTypesXml(sheets: number): string {
  const sheetTypes = Array.from(
    { length: sheets },
    (_, index) =>
      `<Override PartName="/xl/worksheets/sheet${index + 1}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
  );
  return (
    `${XML}<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">` +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    '<Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/>' +
    '<Override PartName="/xl/styles.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.styles+xml"/>' +
    `${sheetTypes.join('')}</Types>`
  );
}

export function rootRelsXml(): string {
  return (
    `${XML}<Relationships xmlns="${PACKAGE_RELS}">` +
    `<Relationship Id="rId1" Type="${RELS}/officeDocument" Target="xl/workbook.xml"/>` +
    '</Relationships>'
  );
}

export function workbookXml(sheetNames: readonly string[]): string {
  const sheets = sheetNames.map(
    (name, index) =>
      `<sheet name="${escapeXml(name)}" sheetId="${index + 1}" r:id="rId${index + 1}"/>`,
  );
  return (
    `${XML}<workbook xmlns="${MAIN}" xmlns:r="${RELS}">` +
    `<sheets>${sheets.join('')}</sheets></workbook>`
  );
}

export function workbookRelsXml(sheets: number): string {
  const relations = Array.from(
    { length: sheets },
    (_, index) =>
      `<Relationship Id="rId${index + 1}" Type="${RELS}/worksheet" Target="worksheets/sheet${index + 1}.xml"/>`,
  );
  relations.push(`<Relationship Id="rId${sheets + 1}" Type="${RELS}/styles" Target="styles.xml"/>`);
  return `${XML}<Relationships xmlns="${PACKAGE_RELS}">${relations.join('')}</Relationships>`;
}

/** The start of a worksheet: the header row frozen, the columns' widths. */
export function sheetStartXml(widths: readonly number[]): string {
  const cols = widths.map(
    (width, index) =>
      `<col min="${index + 1}" max="${index + 1}" width="${width}" customWidth="1"/>`,
  );
  return (
    `${XML}<worksheet xmlns="${MAIN}" xmlns:r="${RELS}">` +
    '<sheetViews><sheetView workbookViewId="0">' +
    '<pane ySplit="1" topLeftCell="A2" activePane="bottomLeft" state="frozen"/>' +
    '</sheetView></sheetViews>' +
    `<cols>${cols.join('')}</cols><sheetData>`
  );
}

export const SHEET_END_XML = '</sheetData></worksheet>';

// Characters XML 1.0 cannot hold at all (control characters but tab, line feed, return).
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}
