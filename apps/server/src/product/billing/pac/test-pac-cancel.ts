import { X509Certificate, createPrivateKey, type KeyObject } from 'node:crypto';
import { FINKOK_CANCEL_IN_PROCESS, FINKOK_CODES } from './finkok-protocol.ts';
import { cancelAcuse, cancelAnswer } from './test-pac-answers.ts';
import { certificateRfc } from './test-pac-checks.ts';
import type { TestPacLedger } from './test-pac-ledger.ts';
import { mexicoCityTime } from './tfd.ts';
import { elementText, findElement } from './xml-text.ts';

// The test PAC's `cancel`, as Finkok's: one UUID with its reason (c_MotivoCancelacion 01–04;
// 01 needs FolioSustitucion, the replacing CFDI's UUID), the issuer's RFC, and the issuer's CSD
// (certificate as PEM, key as PEM encrypted with the account's password, both base64). A
// request it cannot take is refused as a whole (CodEstatus); one it takes is answered per
// UUID (Folio/EstatusUUID): 201 taken, 202 taken before, 203 not the issuer's, 205 unknown.
// A stamp it never gave is unknown: this PAC speaks for no SAT. A cancellation "En proceso"
// waits for TestPac.answerCancellation, or ends by itself 72 hours after it was asked.

export type CancelContext = {
  ledger: TestPacLedger;
  /** Answer "En proceso" (the receiver must accept) instead of a cancellation at once. */
  cancellationNeedsAcceptance: boolean;
  now: () => Date;
};

const UUID_SHAPE = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/i;

function refusedRequest(code: string | undefined, text: string): string {
  return cancelAnswer({ status: code ? `${code} ${text}` : text });
}

/** `request` is the content of the cancel element; `password`, the account's. */
export async function answerCancel(
  request: string,
  password: string,
  context: CancelContext,
): Promise<string> {
  const folio = findElement(request, 'UUID');
  if (!folio) return refusedRequest(undefined, 'No se recibió ningún UUID para cancelar');
  const uuid = (folio.attributes['UUID'] ?? '').trim().toUpperCase();
  const reason = (folio.attributes['Motivo'] ?? '').trim();
  const replacement = (folio.attributes['FolioSustitucion'] ?? '').trim().toUpperCase();
  if (!UUID_SHAPE.test(uuid)) return refusedRequest(undefined, `UUID inválido: ${uuid}`);
  if (!/^0[1-4]$/.test(reason))
    return refusedRequest(undefined, `Motivo de cancelación inválido: ${reason || '(vacío)'}`);
  if (reason === '01' && replacement === '')
    return refusedRequest(
      undefined,
      'El motivo 01 requiere el FolioSustitucion (UUID que sustituye)',
    );
  if (replacement !== '' && !UUID_SHAPE.test(replacement))
    return refusedRequest(undefined, `FolioSustitucion inválido: ${replacement}`);

  const issuerRfc = (elementText(request, 'taxpayer_id') ?? '').trim().toUpperCase();
  const certificate = readCertificate(elementText(request, 'cer') ?? '');
  if (!certificate) return refusedRequest('711', FINKOK_CODES['711'] ?? '');
  const key = readKey(elementText(request, 'key') ?? '', password);
  if (!key) return refusedRequest('704', FINKOK_CODES['704'] ?? '');
  if (!certificate.checkPrivateKey(key))
    return refusedRequest('711', `${FINKOK_CODES['711']}: la llave no es del certificado`);
  if (certificateRfc(certificate) !== issuerRfc)
    return refusedRequest('711', `${FINKOK_CODES['711']}: el certificado no es de ${issuerRfc}`);

  const at = mexicoCityTime(context.now());
  const answer = (code: string, text?: string) =>
    cancelAnswer({
      folios: [{ uuid, code, ...(text ? { text } : {}) }],
      ...(code === '201' || code === '202'
        ? { acuse: cancelAcuse(uuid, code, issuerRfc, at) }
        : {}),
      date: at,
      issuerRfc,
    });
  const stamp = context.ledger.byUuidOf(uuid);
  if (!stamp) return answer('205');
  if (stamp.issuerRfc.toUpperCase() !== issuerRfc) return answer('203');
  // A cancellation the receiver refused may be asked again: it is a new request.
  if (stamp.cancellation && stamp.cancellation.receiverAnswer !== 'rejected')
    return answer('202', stamp.cancellation.inProcess ? FINKOK_CANCEL_IN_PROCESS : undefined);
  const inProcess = context.cancellationNeedsAcceptance;
  await context.ledger.cancel(stamp, {
    reason,
    ...(replacement ? { replacementUuid: replacement } : {}),
    at,
    inProcess,
    requestedAtMs: context.now().getTime(),
  });
  return answer('201', inProcess ? FINKOK_CANCEL_IN_PROCESS : undefined);
}

function readCertificate(base64: string): X509Certificate | undefined {
  try {
    return new X509Certificate(Buffer.from(base64.replace(/\s+/g, ''), 'base64'));
  } catch {
    return undefined;
  }
}

function readKey(base64: string, password: string): KeyObject | undefined {
  try {
    const pem = Buffer.from(base64.replace(/\s+/g, ''), 'base64').toString('utf8');
    // Finkok asks for the key encrypted: an open key is as refused as a wrong password.
    if (!pem.includes('ENCRYPTED')) return undefined;
    return createPrivateKey({ key: pem, passphrase: password });
  } catch {
    return undefined;
  }
}
