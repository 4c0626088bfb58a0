/**
 * The subsets of the SAT's CFDI 4.0 catalogues (Anexo 20, catCFDI) an invoice's head and its
 * client use (issue 39). Codes and Spanish texts as the SAT publishes them, read from the
 * catalogue as phpcfdi/resources-sat-catalogs keeps it (database/data/cfdi_40_*.sql, snapshot of
 * 2026-08-06; the entries below are in force since 2022-01-01); the English texts are ours.
 */
export type SatEntry<Code extends string = string> = { code: Code; es: string; en: string };

/** c_FormaPago, whole. */
export const FORMAS_PAGO = [
  { code: '01', es: 'Efectivo', en: 'Cash' },
  { code: '02', es: 'Cheque nominativo', en: 'Nominative cheque' },
  { code: '03', es: 'Transferencia electrónica de fondos', en: 'Electronic funds transfer' },
  { code: '04', es: 'Tarjeta de crédito', en: 'Credit card' },
  { code: '05', es: 'Monedero electrónico', en: 'Electronic purse' },
  { code: '06', es: 'Dinero electrónico', en: 'Electronic money' },
  { code: '08', es: 'Vales de despensa', en: 'Grocery vouchers' },
  { code: '12', es: 'Dación en pago', en: 'Payment in kind' },
  { code: '13', es: 'Pago por subrogación', en: 'Payment by subrogation' },
  { code: '14', es: 'Pago por consignación', en: 'Payment by consignment' },
  { code: '15', es: 'Condonación', en: 'Debt forgiveness' },
  { code: '17', es: 'Compensación', en: 'Set-off' },
  { code: '23', es: 'Novación', en: 'Novation' },
  { code: '24', es: 'Confusión', en: 'Merger of debtor and creditor' },
  { code: '25', es: 'Remisión de deuda', en: 'Debt remission' },
  { code: '26', es: 'Prescripción o caducidad', en: 'Limitation or expiry' },
  { code: '27', es: 'A satisfacción del acreedor', en: "To the creditor's satisfaction" },
  { code: '28', es: 'Tarjeta de débito', en: 'Debit card' },
  { code: '29', es: 'Tarjeta de servicios', en: 'Service card' },
  { code: '30', es: 'Aplicación de anticipos', en: 'Application of advances' },
  { code: '31', es: 'Intermediario pagos', en: 'Payment intermediary' },
  { code: '99', es: 'Por definir', en: 'To be defined' },
] as const satisfies readonly SatEntry[];
export type FormaPago = (typeof FORMAS_PAGO)[number]['code'];

/** The payment form a PPD invoice must carry, and a PUE invoice may not. */
export const FORMA_PAGO_POR_DEFINIR = '99';

/** c_MetodoPago, whole. */
export const METODOS_PAGO = [
  { code: 'PUE', es: 'Pago en una sola exhibición', en: 'Paid in full at once' },
  { code: 'PPD', es: 'Pago en parcialidades o diferido', en: 'Paid in instalments or later' },
] as const satisfies readonly SatEntry[];
export type MetodoPago = (typeof METODOS_PAGO)[number]['code'];

/**
 * The SAT's cancellation reasons (in force since 2022-01-01; they are not part of catCFDI but of
 * the cancellation request, attribute Motivo): 01 needs the UUID of the invoice that replaces the
 * cancelled one (FolioSustitucion); the others carry none.
 */
export const MOTIVOS_CANCELACION = [
  {
    code: '01',
    es: 'Comprobante emitido con errores con relación',
    en: 'Issued with errors, replaced by another invoice',
    needsReplacement: true,
  },
  {
    code: '02',
    es: 'Comprobante emitido con errores sin relación',
    en: 'Issued with errors, not replaced',
    needsReplacement: false,
  },
  {
    code: '03',
    es: 'No se llevó a cabo la operación',
    en: 'The operation did not take place',
    needsReplacement: false,
  },
  {
    code: '04',
    es: 'Operación nominativa relacionada en una factura global',
    en: 'Named operation included in a global invoice',
    needsReplacement: false,
  },
] as const satisfies readonly (SatEntry & { needsReplacement: boolean })[];
export type MotivoCancelacion = (typeof MOTIVOS_CANCELACION)[number]['code'];

/** The entry of `code` in a catalogue, or null. */
export function satEntry<Entry extends SatEntry>(
  catalogue: readonly Entry[],
  code: string,
): Entry | null {
  return catalogue.find((entry) => entry.code === code) ?? null;
}

/** The text of `code` in the person's language (`es` or `en`); the code itself when unknown. */
export function satText(catalogue: readonly SatEntry[], code: string, language: string): string {
  const entry = satEntry(catalogue, code);
  if (!entry) return code;
  return language.toLowerCase().startsWith('es') ? entry.es : entry.en;
}

/** Whether a cancellation reason needs the UUID of the invoice replacing the cancelled one. */
export function cancellationNeedsReplacement(motivo: string): boolean {
  return MOTIVOS_CANCELACION.some((entry) => entry.code === motivo && entry.needsReplacement);
}
