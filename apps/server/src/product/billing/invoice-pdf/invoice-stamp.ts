import { tfdCadenaOriginal, tfdElement } from '../pac/tfd.ts';
import { findElement } from '../pac/xml-text.ts';
import type { InvoicePdfStamp } from './invoice-pdf-input.ts';

/**
 * The stamp of a stamped CFDI as its printed representation shows it: the TimbreFiscalDigital's
 * UUID, FechaTimbrado, NoCertificadoSAT, SelloSAT and RfcProvCertif, the Comprobante's Sello and
 * NoCertificado, and the TFD's cadena original made by the SAT's own XSLT (tfd.ts, as the test
 * PAC makes it): `||1.1|UUID|FechaTimbrado|RfcProvCertif|SelloCFD|NoCertificadoSAT||`, with the
 * Leyenda after RfcProvCertif when the PAC wrote one. null when the XML carries no stamp (a
 * sealed CFDI not yet stamped).
 */
export async function stampOfXml(stampedXml: string): Promise<InvoicePdfStamp | null> {
  const tfd = findElement(stampedXml, 'TimbreFiscalDigital')?.attributes;
  if (!tfd) return null;
  const comprobante = findElement(stampedXml, 'Comprobante')?.attributes;
  if (!comprobante) throw new Error('The XML has no cfdi:Comprobante.');
  const required = (attributes: Record<string, string>, name: string, element: string) => {
    const value = attributes[name];
    if (!value) throw new Error(`The ${element} has no ${name}.`);
    return value;
  };
  const fields = {
    uuid: required(tfd, 'UUID', 'TimbreFiscalDigital'),
    fechaTimbrado: required(tfd, 'FechaTimbrado', 'TimbreFiscalDigital'),
    rfcProvCertif: required(tfd, 'RfcProvCertif', 'TimbreFiscalDigital'),
    selloCfd: required(tfd, 'SelloCFD', 'TimbreFiscalDigital'),
    noCertificadoSat: required(tfd, 'NoCertificadoSAT', 'TimbreFiscalDigital'),
    ...(tfd['Leyenda'] ? { leyenda: tfd['Leyenda'] } : {}),
  };
  return {
    uuid: fields.uuid,
    stampedAt: fields.fechaTimbrado,
    satCertificateNumber: fields.noCertificadoSat,
    satSeal: required(tfd, 'SelloSAT', 'TimbreFiscalDigital'),
    seal: required(comprobante, 'Sello', 'Comprobante'),
    certificateNumber: required(comprobante, 'NoCertificado', 'Comprobante'),
    rfcProvCertif: fields.rfcProvCertif,
    cadenaTfd: await tfdCadenaOriginal(tfdElement(fields)),
  };
}
