// The address the QR code of a CFDI's printed representation holds: the SAT's page that checks
// the CFDI. Anexo 20 (RMF 2022, DOF 2021-12-27), section D, "Especificación técnica del código
// de barras bidimensional a incorporar en la representación impresa" (the same for CFDI 3.3 and
// 4.0):
// - id: the UUID of the TimbreFiscalDigital;
// - re, rr: the issuer's and the receiver's RFC (12 or 13 positions; an '&' written as '&amp;');
// - tt: the Comprobante's Total, "máximo a 25 posiciones (18 para los enteros, 1 para carácter
//   '.', 6 para los decimales), se deben omitir los ceros no significativos". The example on the
//   same page pads it (tt=0000014300.000000), a leftover of CFDI 3.2; the text rules, as
//   phpcfdi/cfdi-expresiones reads it: six decimals, trailing zeros dropped, one decimal kept
//   (1234.56, 1000.0). The SAT's checker reads either;
// - fe: the last 8 characters of the Comprobante's Sello.
// The code is printed in a square no less than 2.75 cm a side (the same section).

const VERIFICATION_PAGE = 'https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx';

export type SatVerificationFields = {
  uuid: string;
  issuerRfc: string;
  receiverRfc: string;
  /** The Comprobante's Total. */
  total: number;
  /** The Comprobante's Sello, base64. */
  seal: string;
};

/** The Total as the QR code writes it: up to 6 decimals, no trailing zeros but one (7037.4, 1000.0). */
export function qrTotalText(total: number): string {
  if (!Number.isFinite(total) || total < 0) throw new Error(`Not a CFDI total: ${total}`);
  // The shortest text that reads back as the number (7037.4, not 7037.399999999999636202),
  // rounded to six decimals when it has more.
  const text = Number(total.toFixed(6)) === total ? String(total) : total.toFixed(6);
  if (!text.includes('.')) return `${text}.0`;
  const trimmed = text.replace(/0+$/, '');
  return trimmed.endsWith('.') ? `${trimmed}0` : trimmed;
}

function rfcText(rfc: string): string {
  return rfc.trim().replace(/&/g, '&amp;');
}

/** `https://verificacfdi.facturaelectronica.sat.gob.mx/default.aspx?id=…&re=…&rr=…&tt=…&fe=…` */
export function satVerificationUrl(fields: SatVerificationFields): string {
  return (
    `${VERIFICATION_PAGE}?id=${fields.uuid.trim()}` +
    `&re=${rfcText(fields.issuerRfc)}&rr=${rfcText(fields.receiverRfc)}` +
    `&tt=${qrTotalText(fields.total)}&fe=${fields.seal.trim().slice(-8)}`
  );
}
