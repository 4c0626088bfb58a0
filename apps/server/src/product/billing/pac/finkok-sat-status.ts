import { FINKOK_CANCEL_IN_PROCESS, FINKOK_CREDENTIAL_CODES } from './finkok-protocol.ts';
import { PacError, type PacSatStatus, type PacStatusRequest } from './pac.ts';
import { elementText, escapeXml } from './xml-text.ts';

// Finkok's `get_sat_status` (cancel service): it asks the SAT's query service about one CFDI,
// found by issuer, receiver, UUID and total, and answers the SAT's own words: Estado ("Vigente",
// "Cancelado", "No Encontrado"), EsCancelable and EstatusCancelacion ("En proceso", "Solicitud
// rechazada", "Plazo vencido", "Cancelado con aceptación" …). The server polls it for the
// cancellations the receiver must accept (docs/decisions/081).

/** The method's fields after the account's credentials. */
export function satStatusFields(request: PacStatusRequest): string {
  return (
    `<taxpayer_id>${escapeXml(request.issuerRfc)}</taxpayer_id>` +
    `<rtaxpayer_id>${escapeXml(request.receiverRfc)}</rtaxpayer_id>` +
    `<uuid>${escapeXml(request.uuid)}</uuid>` +
    `<total>${escapeXml(request.total)}</total>`
  );
}

/** The SAT's answer inside `get_sat_statusResult`, or why there is none to trust. */
export function readSatStatus(result: string): PacSatStatus {
  const field = (name: string) => (elementText(result, name) ?? '').trim();
  const estado = field('Estado');
  const cancellation = field('EstatusCancelacion');
  const code = field('CodigoEstatus');
  if (estado === '') {
    const error = field('error');
    const errorCode = /^(\d{3})\b/.exec(error)?.[1];
    if (errorCode !== undefined && FINKOK_CREDENTIAL_CODES.has(errorCode))
      throw new PacError('credentials', `The PAC did not accept the account: ${error}`, errorCode);
    throw new PacError(
      'unreachable',
      `The PAC could not ask the SAT about this CFDI: ${error || code || 'no answer'}.`,
    );
  }
  if (/^cancelado$/i.test(estado)) return { state: 'cancelled', cancellation };
  // "N - 602: Comprobante no encontrado": the SAT may take a while to know a fresh stamp.
  if (/no encontrado/i.test(estado))
    throw new PacError(
      'unreachable',
      `The SAT does not know this CFDI yet: ${(code || estado).replace(/\.?$/, '.')}`,
    );
  const pending = cancellation.toLowerCase() === FINKOK_CANCEL_IN_PROCESS.toLowerCase();
  return { state: pending ? 'pending' : 'active', cancellation };
}
