import { X509Certificate, verify } from 'node:crypto';
import { cadenaOriginal, validateCfdiXml } from '../cfdi/sat-tools.ts';
import { certificateNumberOf } from './test-pac-certificate.ts';
import { mexicoCityInstant } from './tfd.ts';
import { findElement } from './xml-text.ts';

// What the local test PAC checks before it stamps, as a PAC must (Anexo 20, Finkok's
// incidences): the CFDI is well formed and valid against the SAT's schemas, not stamped yet, its
// certificate is readable, its number is NoCertificado's, it belongs to the issuer, it was valid
// when the CFDI was issued, and the Sello verifies against it over the cadena original the SAT's
// own XSLT makes. It does not ask whether the SAT issued the certificate (tests seal with
// self-made ones) nor whether the issue date is within 72 hours (the demo stamps older invoices).

export type CfdiCheck =
  { ok: true; seal: string; issuerRfc: string } | { ok: false; code: string; extra?: string };

export type CheckOptions = {
  /** Refuse a CFDI issued outside its certificate's validity (305); true unless told. */
  checkCertificateDates?: boolean;
};

/** The RFC a SAT certificate names: the first one in x500UniqueIdentifier ("RFC / RFC rep."). */
export function certificateRfc(certificate: X509Certificate): string | undefined {
  const line = certificate.subject
    .split('\n')
    .find((entry) => entry.startsWith('x500UniqueIdentifier='));
  return line?.slice('x500UniqueIdentifier='.length).split('/')[0]?.trim();
}

export async function checkSealedCfdi(xml: string, options: CheckOptions = {}): Promise<CfdiCheck> {
  const root = findElement(xml, 'Comprobante');
  if (!root) return { ok: false, code: '301', extra: 'No cfdi:Comprobante' };
  if (findElement(xml, 'TimbreFiscalDigital')) return { ok: false, code: '707' };

  const validation = await validateCfdiXml(xml);
  const problem = validation.problems[0];
  if (problem) {
    const extra = `line ${problem.line}: ${problem.message}`;
    return { ok: false, code: /parser error/.test(problem.message) ? '301' : '705', extra };
  }

  const seal = root.attributes['Sello'] ?? '';
  const issuerRfc = findElement(xml, 'Emisor')?.attributes['Rfc'] ?? '';
  let certificate: X509Certificate;
  try {
    certificate = new X509Certificate(Buffer.from(root.attributes['Certificado'] ?? '', 'base64'));
  } catch {
    return { ok: false, code: '302', extra: 'The Certificado cannot be read' };
  }
  if (certificateNumberOf(certificate) !== root.attributes['NoCertificado'])
    return { ok: false, code: '302', extra: 'NoCertificado is not the Certificado’s number' };
  if (certificateRfc(certificate) !== issuerRfc) return { ok: false, code: '303' };

  if (options.checkCertificateDates !== false) {
    const issued = mexicoCityInstant(root.attributes['Fecha'] ?? '').getTime();
    const from = new Date(certificate.validFrom).getTime();
    const to = new Date(certificate.validTo).getTime();
    if (!(issued >= from && issued <= to)) return { ok: false, code: '305' };
  }

  const cadena = await cadenaOriginal(xml);
  let verified = false;
  try {
    verified = verify(
      'RSA-SHA256',
      Buffer.from(cadena, 'utf8'),
      certificate.publicKey,
      Buffer.from(seal, 'base64'),
    );
  } catch {
    // A key of another kind, or a seal that is no signature at all: not verified.
  }
  if (!verified) return { ok: false, code: '302' };
  return { ok: true, seal, issuerRfc };
}
