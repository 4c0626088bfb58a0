import { X509Certificate, createSign, createVerify, type KeyObject } from 'node:crypto';
import { cadenaOriginal } from './sat-tools.ts';
import { escapeAttribute } from './xml-text.ts';

// The CFDI's seal (Anexo 20): the cadena original the SAT's XSLT makes from the XML, signed with
// the CSD's key, RSA PKCS#1 v1.5 over SHA-256, written in base64 into the Comprobante's Sello
// attribute. The seal and the certificate are not part of the cadena, so writing the seal does
// not change what it signs.

/**
 * The Comprobante's opening tag, its attributes one by one: a regular expression over the whole
 * document could match SelloCFD in a stamp or SelloPago in a payment complement.
 */
const COMPROBANTE_TAG = /<cfdi:Comprobante(?:\s+[\w:.-]+\s*=\s*(?:"[^"]*"|'[^']*'))*\s*\/?>/;

function comprobanteTag(xml: string): { tag: string; at: number } {
  const found = COMPROBANTE_TAG.exec(xml);
  if (!found) throw new Error('Not a CFDI: no cfdi:Comprobante element.');
  return { tag: found[0], at: found.index };
}

/** An attribute of the Comprobante (raw, as written), or null when it has none. */
function comprobanteAttribute(xml: string, name: string): string | null {
  const { tag } = comprobanteTag(xml);
  return new RegExp(`\\s${name}\\s*=\\s*"([^"]*)"`).exec(tag)?.[1] ?? null;
}

function withSello(xml: string, seal: string): string {
  const { tag, at } = comprobanteTag(xml);
  const sello = /(\sSello\s*=\s*")[^"]*(")/;
  if (!sello.test(tag)) throw new Error('The Comprobante has no Sello attribute to fill.');
  const sealed = tag.replace(
    sello,
    (_match, open: string, close: string) => `${open}${escapeAttribute(seal)}${close}`,
  );
  return xml.slice(0, at) + sealed + xml.slice(at + tag.length);
}

function signatureOk(cadena: string, seal: string, certificateBase64: string): boolean {
  try {
    const certificate = new X509Certificate(Buffer.from(certificateBase64, 'base64'));
    return createVerify('RSA-SHA256')
      .update(cadena, 'utf8')
      .verify(certificate.publicKey, Buffer.from(seal, 'base64'));
  } catch {
    return false;
  }
}

/**
 * Seals a CFDI: its cadena original, the signature of it, and the XML with Sello filled. When the
 * XML carries its Certificado, the seal is checked against it before it is returned, so a key
 * that is not the certificate's never leaves a CFDI the SAT would refuse.
 */
export async function sealCfdi(
  xml: string,
  privateKey: KeyObject,
): Promise<{ xml: string; cadena: string; seal: string }> {
  const cadena = await cadenaOriginal(xml);
  const seal = createSign('RSA-SHA256').update(cadena, 'utf8').sign(privateKey, 'base64');
  const certificate = comprobanteAttribute(xml, 'Certificado');
  if (certificate && !signatureOk(cadena, seal, certificate))
    throw new Error(
      "The seal does not verify with the CFDI's certificate: the key is not the certificate's.",
    );
  return { xml: withSello(xml, seal), cadena, seal };
}

/** Whether the CFDI's Sello is the signature of its cadena original by the certificate's key. */
export async function verifySeal(xml: string, certificateBase64: string): Promise<boolean> {
  const seal = comprobanteAttribute(xml, 'Sello');
  if (!seal) return false;
  const cadena = await cadenaOriginal(xml);
  return signatureOk(cadena, seal, certificateBase64);
}
