import {
  CFDI_NAMESPACE,
  CFDI_SCHEMA,
  XSI_NAMESPACE,
  cleanText,
  type XmlWriter,
} from './xml-text.ts';

// What the invoice and the payment CFDI write alike: the Comprobante's namespaces, the issuer and
// the receiver.

/** c_Impuesto: IVA. */
export const IVA = '002';

export type CfdiParty = { rfc: string; name: string; regimen: string; postalCode: string };

export type CfdiCertificate = {
  /** NoCertificado: the CSD's 20-digit number. */
  number: string;
  /** Certificado: the CSD certificate's DER in base64. */
  base64: string;
};

/** A complement's namespace: its prefix, its URI and its schema's address. */
export type ComplementNamespace = readonly [prefix: string, uri: string, schema: string];

/** The Comprobante's namespace declarations and schema locations, a complement's included. */
export function comprobanteNamespaces(complements: readonly ComplementNamespace[] = []) {
  const locations = [
    `${CFDI_NAMESPACE} ${CFDI_SCHEMA}`,
    ...complements.map(([, uri, schema]) => `${uri} ${schema}`),
  ];
  return [
    ['xmlns:cfdi', CFDI_NAMESPACE],
    ...complements.map(([prefix, uri]) => [`xmlns:${prefix}`, uri] as const),
    ['xmlns:xsi', XSI_NAMESPACE],
    ['xsi:schemaLocation', locations.join(' ')],
  ] as const;
}

/** Emisor, and the Receptor with its fiscal address, régimen and use of the CFDI. */
export function writeParties(
  xml: XmlWriter,
  issuer: CfdiParty,
  receiver: CfdiParty & { uso: string },
): void {
  xml.empty('cfdi:Emisor', [
    ['Rfc', issuer.rfc],
    ['Nombre', cleanText(issuer.name)],
    ['RegimenFiscal', issuer.regimen],
  ]);
  xml.empty('cfdi:Receptor', [
    ['Rfc', receiver.rfc],
    // As the receiver's constancia de situación fiscal has it: CFDI 4.0 checks it against the RFC.
    ['Nombre', cleanText(receiver.name)],
    ['DomicilioFiscalReceptor', receiver.postalCode],
    ['RegimenFiscalReceptor', receiver.regimen],
    ['UsoCFDI', receiver.uso],
  ]);
}
