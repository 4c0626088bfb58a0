import type { KeyObject } from 'node:crypto';

// The stamping port (issue 39): what billing asks of a PAC (proveedor autorizado de
// certificación), whichever PAC it is. finkok-pac.ts speaks to Finkok (docs/decisions/078);
// test-pac-server.ts answers the same protocol locally for the tests and the demo.

export interface Pac {
  /**
   * Stamps a sealed CFDI. Sending the same sealed XML again must give the same stamp (never a
   * second UUID): after a timeout or a lost answer the caller retries with the very same XML,
   * and gets the first stamp back with `previouslyStamped: true`.
   */
  stamp(sealedXml: string): Promise<PacStamp>;
  /** Asks the SAT, through the PAC, to cancel a stamped CFDI. Asking again is harmless. */
  cancel(request: PacCancelRequest): Promise<PacCancellation>;
  /**
   * Asks the SAT, through the PAC, where a CFDI stands: whether it is cancelled, and whether a
   * cancellation still waits for the receiver. Only reads; asking often changes nothing.
   */
  satStatus(request: PacStatusRequest): Promise<PacSatStatus>;
}

/** What the SAT's query service needs to find one CFDI (the expression of its QR code). */
export type PacStatusRequest = {
  uuid: string;
  issuerRfc: string;
  receiverRfc: string;
  /** The CFDI's Total exactly as written in it. */
  total: string;
};

/**
 * - active: valid, and no cancellation waits (none was asked, or the receiver refused it);
 * - pending: a cancellation waits for the receiver's answer;
 * - cancelled: cancelled (accepted, not needing acceptance, or past the receiver's 72 hours).
 */
export type PacSatStatus = {
  state: 'active' | 'pending' | 'cancelled';
  /** The SAT's EstatusCancelacion ("En proceso", "Solicitud rechazada" …), as it gave it. */
  cancellation: string;
};

export type PacStamp = {
  /** The CFDI with its tfd:TimbreFiscalDigital in cfdi:Complemento, as the PAC returned it. */
  xml: string;
  /** The folio fiscal, upper case. */
  uuid: string;
  /** FechaTimbrado, the PAC's local time in the SAT's format (2026-12-05T10:31:02). */
  stampedAt: string;
  /** NoCertificadoSAT: the 20 digits of the certificate that made SelloSAT. */
  satCertificateNumber: string;
  /** SelloSAT, base64. */
  satSeal: string;
  /** True when the PAC had stamped this CFDI before and returned that stamp again. */
  previouslyStamped: boolean;
};

/** c_MotivoCancelacion: 01 errors with a replacing CFDI, 02 errors, 03 not done, 04 global. */
export type PacCancelReason = '01' | '02' | '03' | '04';

export type PacCancelRequest = {
  uuid: string;
  /** The issuer's RFC: the taxpayer who asks for the cancellation. */
  issuerRfc: string;
  reason: PacCancelReason;
  /** The UUID of the CFDI that replaces this one: required by the SAT for reason 01. */
  replacementUuid?: string;
  /**
   * The issuer's CSD. The SAT only takes a cancellation signed with it; Finkok's `cancel`
   * signs the request for us, so it needs the certificate and the private key (the adapter
   * sends the key encrypted with the PAC account's password, as Finkok asks).
   */
  csd: {
    /** The .cer: DER bytes, or PEM text. */
    certificate: Buffer | string;
    /** The decrypted private key, or its unencrypted PEM. */
    privateKey: KeyObject | string;
  };
};

export type PacCancellation = {
  /** 'pending': the SAT waits for the receiver to accept (up to 72 hours). */
  status: 'cancelled' | 'pending';
  /** The SAT's acknowledgement (acuse) as the PAC returned it, when it did. */
  acknowledgement?: string;
};

/**
 * - refused: the PAC answered and said no (the CFDI or the request is wrong); sending the same
 *   again gives the same answer.
 * - credentials: the PAC does not accept the account's username or password.
 * - unreachable: no answer could be had (connection, HTTP error, a stamp not retrievable yet):
 *   trying again later may work.
 * - timeout: no answer in time. The PAC may have stamped: retry with the same sealed XML.
 */
export type PacErrorKind = 'refused' | 'unreachable' | 'timeout' | 'credentials';

export class PacError extends Error {
  readonly kind: PacErrorKind;
  /** The PAC's own code (Finkok's CodigoError or EstatusUUID) when it gave one. */
  readonly pacCode?: string;

  constructor(kind: PacErrorKind, message: string, pacCode?: string) {
    super(message);
    this.name = 'PacError';
    this.kind = kind;
    if (pacCode !== undefined) this.pacCode = pacCode;
  }
}
