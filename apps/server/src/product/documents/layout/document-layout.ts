import { formatInstant, formatNumber, localeOfLanguage, type DocumentGap } from '@rumbo/domain';
import type { Content, DocumentDefinition, TableCell } from './pdf-types.ts';
import { DOCUMENT_FONT } from './pdf-engine.ts';
import type { DocumentSource } from './document-source.ts';
import { documentTexts, type DocumentTexts } from './document-texts.ts';

// The parts every document shares: the company's letterhead on each page, its footer and the
// page count, the draft watermark, label–value grids, parties and tables whose header row
// repeats on every page they flow over.

const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';
const SHADE = '#f0f4f8';

/** The pieces a template writes with, bound to one document's language. */
export type DocumentKit = {
  texts: DocumentTexts;
  source: DocumentSource;
  /** A stored text of the shipment, or the dash printed for a blank. */
  value: (field: string) => string;
  /** A stored instant as date and time in the business zone, in the document's language. */
  dateTime: (value: unknown) => string;
  day: (value: unknown) => string;
  number: (value: unknown, decimals?: number) => string;
};

export function documentKit(source: DocumentSource): DocumentKit {
  const texts = documentTexts(source.language);
  const locale = localeOfLanguage(source.language);
  const shown = (text: string) => (text.trim() === '' ? texts.notShown : text);
  return {
    texts,
    source,
    value: (field) => shown(textOf(source.shipment[field])),
    dateTime: (value) => shown(formatInstant(value, 'dateTime', { locale })),
    day: (value) => shown(formatInstant(value, 'day', { locale })),
    number: (value, decimals = 0) => {
      // A blank is no number, though `Number('')` reads 0.
      const number = textOf(value).trim() === '' ? NaN : Number(value);
      return Number.isFinite(number)
        ? formatNumber(number, { locale, maxDecimals: decimals, minDecimals: decimals })
        : texts.notShown;
    },
  };
}

/** A stored value as the text printed for it: '' for nothing, NFC-normalised text. */
export function textOf(value: unknown): string {
  if (value === null || value === undefined) return '';
  return typeof value === 'string' ? value.normalize('NFC') : String(value);
}

/** The whole document: letterhead, footer, watermark while anything is lacking, then `content`. */
export function documentDefinition(kit: DocumentKit, content: Content[]): DocumentDefinition {
  const { source, texts } = kit;
  // A shipment's code, or a quote's with its version.
  const code =
    textOf(source.shipment.shipmentCode) ||
    [
      textOf(source.shipment.code),
      source.shipment.version ? `v${textOf(source.shipment.version)}` : '',
    ]
      .filter(Boolean)
      .join(' ');
  const title = texts.titles[source.template];
  return {
    pageSize: 'A4',
    pageMargins: [36, 104, 36, 56],
    info: { title: `${title} ${code}`.trim(), author: source.issuer.name, creator: 'Rumbo' },
    language: source.language === 'es' ? 'es-MX' : 'en',
    defaultStyle: { font: DOCUMENT_FONT, fontSize: 8.5, color: INK, lineHeight: 1.15 },
    styles: {
      title: { fontSize: 14, bold: true },
      section: { fontSize: 9.5, bold: true, margin: [0, 10, 0, 4] },
      label: { fontSize: 7, color: MUTED },
      head: { bold: true, fontSize: 7.5, fillColor: SHADE },
    },
    watermark: source.gaps.length
      ? { text: texts.draft, color: '#c81e1e', opacity: 0.12, bold: true, fontSize: 54, angle: -35 }
      : undefined,
    header: () => letterhead(kit, title, code),
    pageBreakBefore: keepHeadingsWithContent,
    footer: (page: number, pages: number) => ({
      margin: [36, 14, 36, 0],
      columns: [
        { text: source.issuer.footer, fontSize: 7, color: MUTED, width: '*' },
        { text: texts.page(page, pages), fontSize: 7, color: MUTED, alignment: 'right', width: 90 },
      ],
    }),
    content: [gapsNotice(kit), ...content],
  };
}

function letterhead(kit: DocumentKit, title: string, code: string): Content {
  const { issuer } = kit.source;
  const fiscal = [
    issuer.razonSocial,
    issuer.rfc ? `${kit.texts.rfc}: ${issuer.rfc}` : '',
    issuer.direccion,
  ].filter(Boolean);
  const brand: Content[] = [
    { text: issuer.name, bold: true, fontSize: 12 },
    ...fiscal.map((line) => ({ text: line, fontSize: 7.5, color: MUTED })),
  ];
  return {
    margin: [36, 24, 36, 0],
    columns: [
      ...(issuer.logo
        ? [{ image: issuer.logo, fit: [64, 48] as [number, number], width: 72 }]
        : []),
      { stack: brand, width: '*' },
      {
        width: 210,
        alignment: 'right',
        stack: [
          { text: title, style: 'title' },
          { text: code, bold: true, fontSize: 10, margin: [0, 2, 0, 0] },
          copyLabel(kit),
        ],
      },
    ],
  };
}

function copyLabel(kit: DocumentKit): Content {
  const { template, gaps } = kit.source;
  if (!template.endsWith('-draft') && !template.endsWith('-original')) return { text: '' };
  const original = template.endsWith('-original') && gaps.length === 0;
  return {
    text: original ? kit.texts.copyOriginal : kit.texts.copyDraft,
    color: original ? INK : '#c81e1e',
    bold: true,
  };
}

/** Label–value pairs in `columns` columns, each value under its small label. */
export function fieldGrid(pairs: readonly [string, string][], columns = 3): Content {
  const cells: TableCell[] = pairs.map(([label, value]) => ({
    stack: [
      { text: label, style: 'label' },
      { text: value, margin: [0, 1, 0, 0] },
    ],
  }));
  while (cells.length % columns) cells.push({ text: '' });
  const body: TableCell[][] = [];
  for (let i = 0; i < cells.length; i += columns) body.push(cells.slice(i, i + columns));
  return {
    table: { widths: Array(columns).fill('*'), body, dontBreakRows: true },
    layout: boxLayout(),
    margin: [0, 0, 0, 6],
  };
}

/** Parties side by side, each with the RFC and address the company's partners hold. */
export function partyBoxes(kit: DocumentKit, fields: readonly string[]): Content {
  return fieldGrid(
    fields.map((field) => [kit.texts[field as 'shipper'] ?? field, partyText(kit, field)]),
    Math.min(fields.length, 3),
  );
}

/** A party's name, with the razón social, RFC and address the company's partner holds. */
export function partyText(kit: DocumentKit, field: string): string {
  const name = kit.value(field);
  const party = kit.source.parties.get(name.trim().toLowerCase());
  if (!party) return name;
  const lines = [
    party.razonSocial && party.razonSocial !== name ? party.razonSocial : '',
    party.rfc ? `${kit.texts.rfc}: ${party.rfc}` : '',
    party.direccion,
  ];
  return [name, ...lines.filter(Boolean)].join('\n');
}

/**
 * A table that flows over pages, its header row printed again on each. `numeric` columns are
 * right-aligned; a `totals` row closes it.
 */
export function itemsTable(options: {
  headers: readonly string[];
  rows: readonly string[][];
  widths: readonly (number | string)[];
  numeric?: readonly number[];
  totals?: readonly string[];
}): Content {
  const numeric = new Set(options.numeric ?? []);
  const cell = (text: string, column: number, extra: object = {}): TableCell => ({
    text,
    alignment: numeric.has(column) ? 'right' : 'left',
    ...extra,
  });
  const body: TableCell[][] = [
    options.headers.map((text, column) => cell(text, column, { style: 'head' })),
    ...options.rows.map((row) => row.map((text, column) => cell(text, column))),
  ];
  if (options.totals)
    body.push(options.totals.map((text, column) => cell(text, column, { bold: true })));
  return {
    table: { headerRows: 1, dontBreakRows: true, widths: [...options.widths], body },
    layout: {
      hLineWidth: (i: number, node: { table: { body: unknown[] } }) =>
        i === 0 || i === 1 || i === node.table.body.length ? 0.8 : 0.3,
      vLineWidth: () => 0,
      hLineColor: () => RULE,
      paddingTop: () => 3,
      paddingBottom: () => 3,
    },
    margin: [0, 0, 0, 6],
  };
}

/** The list of what the record lacks, printed at the top of every document that lacks anything. */
function gapsNotice(kit: DocumentKit): Content {
  if (kit.source.gaps.length === 0) return { text: '' };
  return {
    margin: [0, 0, 0, 8],
    table: {
      widths: ['*'],
      body: [
        [
          {
            fillColor: '#fdecec',
            stack: [
              { text: kit.texts.lacking, bold: true, color: '#9b1c1c' },
              { ul: gapLines(kit), color: '#9b1c1c' },
            ],
          },
        ],
      ],
    },
    layout: 'noBorders',
  };
}

/** The most gaps a draft lists one by one; the rest are counted. */
const LISTED_GAPS = 12;

/** What a gap says: the field's printed label (a container by its place) and what is wrong. */
function gapLabel(kit: DocumentKit, gap: DocumentGap): string {
  const [list, index] = gap.field.split('.');
  const labels = kit.texts as unknown as Record<string, unknown>;
  const named = typeof labels[gap.field] === 'string' ? String(labels[gap.field]) : null;
  const container =
    index === undefined ? kit.texts.containers : `${kit.texts.container} ${Number(index) + 1}`;
  const label = named ?? (list === 'containersList' ? container : gap.field);
  const problem =
    gap.code === 'validation_invalid_check_digit' ? kit.texts.wrongCheckDigit : kit.texts.missing;
  return `${label}: ${problem}`;
}

function gapLines(kit: DocumentKit): string[] {
  const { gaps } = kit.source;
  const lines = gaps.slice(0, LISTED_GAPS).map((gap) => gapLabel(kit, gap));
  if (gaps.length > LISTED_GAPS) lines.push(kit.texts.moreGaps(gaps.length - LISTED_GAPS));
  return lines;
}

/** A section's heading, never left alone at the foot of a page (`keepHeadingsWithContent`). */
export function section(text: string): Content {
  return { text, style: 'section', headlineLevel: 1 };
}

/** Moves a heading that would end a page to the next one, with what follows it. */
function keepHeadingsWithContent(
  node: { headlineLevel?: number },
  followingNodesOnPage: readonly unknown[],
): boolean {
  return node.headlineLevel === 1 && followingNodesOnPage.length === 0;
}

/** Place and date of issue, at the end of a document. */
export function issuePlace(kit: DocumentKit, place: string): Content {
  return fieldGrid([[kit.texts.issuedAt, `${place}, ${kit.day(kit.source.issuedAt)}`]], 1);
}

function boxLayout() {
  return {
    hLineWidth: () => 0.5,
    vLineWidth: () => 0.5,
    hLineColor: () => RULE,
    vLineColor: () => RULE,
    paddingTop: () => 3,
    paddingBottom: () => 3,
  };
}
