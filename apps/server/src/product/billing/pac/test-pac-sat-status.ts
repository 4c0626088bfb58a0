import {
  FINKOK_CANCEL_EXPIRED,
  FINKOK_CANCEL_IN_PROCESS,
  FINKOK_CANCEL_REJECTED,
  SAT_ACCEPTANCE_HOURS,
} from './finkok-protocol.ts';
import { satStatusAnswer } from './test-pac-answers.ts';
import type { StoredStamp, TestPacLedger } from './test-pac-ledger.ts';
import { elementText, findElement } from './xml-text.ts';

// The test PAC's `get_sat_status`, as Finkok relays the SAT's query service: a CFDI is found by
// its UUID with its issuer, receiver and total (any of them wrong: "No Encontrado"); it is
// "Vigente" or "Cancelado", with the state of its cancellation, which this PAC plays the SAT for:
// it waits for the receiver's answer and, 72 hours on without one, cancels ("Plazo vencido").

const FOUND = 'S - Comprobante obtenido satisfactoriamente.';
const NOT_FOUND = 'N - 602: Comprobante no encontrado.';

export function answerSatStatus(request: string, ledger: TestPacLedger, now: Date): string {
  const text = (name: string) => (elementText(request, name) ?? '').trim();
  const stamp = ledger.byUuidOf(text('uuid'));
  if (!stamp || !matches(stamp, text('taxpayer_id'), text('rtaxpayer_id'), text('total')))
    return satStatusAnswer({
      code: NOT_FOUND,
      cancellable: '',
      estado: 'No Encontrado',
      cancellation: '',
    });
  const found = (estado: 'Vigente' | 'Cancelado', cancellation: string) =>
    satStatusAnswer({
      code: FOUND,
      cancellable: 'Cancelable con aceptación',
      estado,
      cancellation,
    });
  const cancellation = stamp.cancellation;
  if (!cancellation) return found('Vigente', '');
  if (cancellation.receiverAnswer === 'rejected') return found('Vigente', FINKOK_CANCEL_REJECTED);
  if (cancellation.inProcess) {
    const waited = now.getTime() - (cancellation.requestedAtMs ?? now.getTime());
    if (waited < SAT_ACCEPTANCE_HOURS * 3_600_000)
      return found('Vigente', FINKOK_CANCEL_IN_PROCESS);
    return found('Cancelado', FINKOK_CANCEL_EXPIRED);
  }
  return found(
    'Cancelado',
    cancellation.receiverAnswer === 'accepted'
      ? 'Cancelado con aceptación'
      : 'Cancelado sin aceptación',
  );
}

/** The SAT finds a CFDI by its QR's expression: issuer, receiver and total must be its own. */
function matches(stamp: StoredStamp, issuer: string, receiver: string, total: string): boolean {
  const receptor = findElement(stamp.xml, 'Receptor')?.attributes['Rfc'] ?? '';
  const written = findElement(stamp.xml, 'Comprobante')?.attributes['Total'] ?? '';
  return (
    issuer.toUpperCase() === stamp.issuerRfc.toUpperCase() &&
    receiver.toUpperCase() === receptor.toUpperCase() &&
    total !== '' &&
    Number(total) === Number(written)
  );
}
