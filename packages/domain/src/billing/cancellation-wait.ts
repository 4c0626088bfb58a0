// A cancellation the client must accept (issue 39, decision 081). The SAT takes the request "En
// proceso" and the CFDI stays valid until the client accepts it, refuses it, or lets 72 hours
// pass (then the SAT cancels it). While it waits, the record keeps the reason it was asked with
// (`cancelReason`) and is not cancelled; a refusal clears the reason and is said in `stampError`.

/** How long the SAT gives the client to answer before it cancels anyway. */
export const CANCELLATION_ACCEPTANCE_HOURS = 72;

const REFUSED = 'The client refused the cancellation';

/** Whether a cancellation of this invoice or payment waits for the client. */
export function isCancellationPending(record: {
  state?: unknown;
  cancelReason?: unknown;
}): boolean {
  return String(record.cancelReason ?? '') !== '' && record.state !== 'cancelled';
}

/** Where a record stands after the SAT was asked about its waiting cancellation. */
export function cancellationOutcome(record: {
  state?: unknown;
  cancelReason?: unknown;
}): 'cancelled' | 'waiting' | 'refused' {
  if (record.state === 'cancelled') return 'cancelled';
  return isCancellationPending(record) ? 'waiting' : 'refused';
}

/** What a record says once the client refused its cancellation; `status` is the SAT's words. */
export function cancellationRefusedText(status: string): string {
  return `${REFUSED} (SAT: ${status.trim() || 'no longer in process'}). The CFDI stays valid.`;
}

/** Whether a record's last word from the SAT is the client's refusal of its cancellation. */
export function isCancellationRefusal(stampError: unknown): boolean {
  return typeof stampError === 'string' && stampError.startsWith(REFUSED);
}
