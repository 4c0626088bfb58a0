import {
  INVOICE_PROBLEM_CODES,
  invoiceProblems,
  type InvoiceClientFiscalData,
} from '@rumbo/domain';
import type { TFunction } from 'i18next';
import { ClientResponseError } from 'pocketbase';
import { serverFieldText } from '#i18n/server-errors.ts';
import type { InvoiceDraft } from './invoice-draft.ts';
import type { InvoiceFigures } from './invoice-figures.ts';

/**
 * One thing that stops the invoice from being sealed (`block`) or that the person should check
 * (`warning`), at its field: `client.rfc`, `usoCfdi`, `formaPago`, `exchangeRate`,
 * `lines.3.productKey` (the draft's line, paid-on-behalf ones counted), `csd`, `company.rfc`…
 */
export type EditorProblem = {
  field: string;
  code: string;
  severity: 'block' | 'warning';
  /** The server's own words, for a code the catalogue does not know. */
  serverText?: string;
};

/** The server's names of a few fields, as the editor names them. */
const ALIASES: Readonly<Record<string, string>> = {
  uso: 'usoCfdi',
  'client.codigoPostal': 'client.postalCode',
  'client.razonSocial': 'client.name',
  'client.regimen': 'client.regimenFiscal',
};

/** The codes the editor words; any other is said in the server's words. */
const KNOWN_CODES = new Set<string>([
  ...INVOICE_PROBLEM_CODES,
  'csdMissing',
  'csdExpired',
  'csdRfc',
  'issuerMissing',
]);

/** The concept at CFDI position `n` as the draft's line index. */
const draftLine = (figures: InvoiceFigures) => (field: string) =>
  field.replace(/^lines\.(\d+)\./, (_, n: string) => {
    const index = figures.conceptIndexes[Number(n)] ?? Number(n);
    return `lines.${index}.`;
  });

/**
 * What stops the draft from being sealed, by the domain's rules (as the server will check):
 * the client's fiscal data, the uso, the payment terms, the rate of a USD invoice, each line.
 */
export function draftProblems(
  draft: InvoiceDraft,
  figures: InvoiceFigures,
  client: InvoiceClientFiscalData | null,
  exchangeRate: number | null,
): EditorProblem[] {
  const problems = invoiceProblems({
    client: client ?? { rfc: '', name: '', regimenFiscal: '', postalCode: '' },
    usoCfdi: draft.uso,
    metodoPago: draft.metodoPago,
    formaPago: draft.formaPago,
    currency: draft.currency,
    exchangeRate,
    lines: figures.conceptIndexes.map((index) => {
      const line = draft.lines[index]!;
      return {
        productKey: line.productKey,
        unitKey: line.unitKey,
        quantity: line.quantity ?? 0,
        unitPrice: line.unitPrice ?? 0,
      };
    }),
    totalCents: figures.totals.totalCents,
  }).map((problem) => ({ ...problem, field: draftLine(figures)(problem.field) }));
  if (client) return problems;
  // No client chosen yet: that, not each of its missing data.
  return [
    { field: 'client', code: 'required', severity: 'block' },
    ...problems.filter((problem) => !problem.field.startsWith('client.')),
  ];
}

/**
 * The problems a refused request names (PocketBase's nested field errors): a refused stamp
 * names concepts by their CFDI position (`concepts: true`), a refused save the draft's lines.
 * Null when the answer names no field.
 */
export function serverProblems(
  error: unknown,
  figures: InvoiceFigures,
  { concepts }: { concepts: boolean },
): EditorProblem[] | null {
  if (!(error instanceof ClientResponseError) || error.status !== 400) return null;
  const problems: EditorProblem[] = [];
  const walk = (value: unknown, path: string) => {
    if (typeof value !== 'object' || value === null) return;
    const { code, message } = value as { code?: unknown; message?: unknown };
    if (typeof code === 'string' && typeof message === 'string') {
      const field = ALIASES[path] ?? (concepts ? draftLine(figures)(path) : path);
      const own = code.replace(/^validation_/, '');
      const known = KNOWN_CODES.has(code) ? code : KNOWN_CODES.has(own) ? own : null;
      problems.push({
        field,
        code: known ?? code,
        severity: 'block',
        ...(known ? {} : { serverText: serverFieldText(value) }),
      });
      return;
    }
    for (const [key, inner] of Object.entries(value)) walk(inner, path ? `${path}.${key}` : key);
  };
  walk(error.response?.data, '');
  return problems.length > 0 ? problems : null;
}

/** A problem in the person's language, without the field's name. */
export function problemText(t: TFunction, problem: EditorProblem): string {
  if (problem.serverText !== undefined) return problem.serverText;
  const field = problem.field;
  if (problem.code === 'required' && field.startsWith('company.'))
    return t('invoiceEditor.problems.codes.issuerMissing');
  if (problem.code === 'unknownCode' && /productKey$/.test(field))
    return t('invoiceEditor.problems.codes.productKeyShape');
  return t(`invoiceEditor.problems.codes.${problem.code as ProblemCode}`, {
    defaultValue: problem.code,
  });
}

type ProblemCode =
  (typeof INVOICE_PROBLEM_CODES)[number] | 'csdMissing' | 'csdExpired' | 'csdRfc' | 'issuerMissing';

/** The field's name for the problems' list ("Line 2 · Product key"). */
export function fieldLabel(t: TFunction, field: string): string {
  const line = /^lines\.(\d+)\.(\w+)$/.exec(field);
  if (line) {
    const name = t(`invoiceEditor.problems.lineFields.${line[2] as LineField}`, {
      defaultValue: line[2],
    });
    return t('invoiceEditor.problems.lineField', { number: Number(line[1]) + 1, field: name });
  }
  // `company.razon_social` → `companyRazonSocial`: the catalogue's keys have no dots.
  const key = field.replace(/[._](\w)/g, (_, letter: string) => letter.toUpperCase());
  return t(`invoiceEditor.problems.fields.${key as HeadField}`, { defaultValue: field });
}

type LineField = 'productKey' | 'unitKey' | 'quantity' | 'unitPrice' | 'importe' | 'source';
type HeadField = 'client' | 'clientRfc' | 'usoCfdi' | 'formaPago';

/** The problems of one field, the blocking ones first. */
export function problemsAt(problems: readonly EditorProblem[], field: string): EditorProblem[] {
  return problems
    .filter((problem) => problem.field === field)
    .sort((a, b) => (a.severity === b.severity ? 0 : a.severity === 'block' ? -1 : 1));
}
