import { fileURLToPath } from 'node:url';
import { transformWithSatXslt } from '../cfdi/sat-tools.ts';
import { escapeXml, findElement } from './xml-text.ts';

// The stamp itself (issue 39): a TimbreFiscalDigital 1.1 as the SAT defines it
// (TimbreFiscalDigitalv11.xsd), its cadena original made by the SAT's own
// cadenaoriginal_TFD_1_1.xslt with xsltproc (apps/server/sat/SOURCES.md), and its place in the
// CFDI's Complemento. The local test PAC makes stamps with these; tests read them back.

export const TFD_NAMESPACE = 'http://www.sat.gob.mx/TimbreFiscalDigital';
const TFD_SCHEMA =
  'http://www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/TimbreFiscalDigitalv11.xsd';
const XSI = 'http://www.w3.org/2001/XMLSchema-instance';
const CFDI_NAMESPACE = 'http://www.sat.gob.mx/cfd/4';

const TFD_XSLT = fileURLToPath(
  new URL(
    '../../../../sat/www.sat.gob.mx/sitio_internet/cfd/TimbreFiscalDigital/cadenaoriginal_TFD_1_1.xslt',
    import.meta.url,
  ),
);

export type TfdFields = {
  uuid: string;
  /** The PAC's local time, no zone: 2026-12-05T10:31:02. */
  fechaTimbrado: string;
  rfcProvCertif: string;
  /** The CFDI's Sello, copied. */
  selloCfd: string;
  noCertificadoSat: string;
  leyenda?: string;
};

/**
 * The TFD element, standing alone (it declares its own namespaces, as PACs write it), in the
 * Anexo 20 order. Without `selloSat` it is what the TFD's cadena is made from.
 */
export function tfdElement(fields: TfdFields, selloSat?: string): string {
  const attributes: [string, string | undefined][] = [
    ['Version', '1.1'],
    ['UUID', fields.uuid],
    ['FechaTimbrado', fields.fechaTimbrado],
    ['RfcProvCertif', fields.rfcProvCertif],
    ['Leyenda', fields.leyenda],
    ['SelloCFD', fields.selloCfd],
    ['NoCertificadoSAT', fields.noCertificadoSat],
    ['SelloSAT', selloSat],
  ];
  const written = attributes
    .filter((pair): pair is [string, string] => pair[1] !== undefined)
    .map(([name, value]) => ` ${name}="${escapeXml(value)}"`)
    .join('');
  return (
    `<tfd:TimbreFiscalDigital xmlns:tfd="${TFD_NAMESPACE}" xmlns:xsi="${XSI}"` +
    ` xsi:schemaLocation="${TFD_NAMESPACE} ${TFD_SCHEMA}"${written}/>`
  );
}

/** `||1.1|UUID|FechaTimbrado|RfcProvCertif|SelloCFD|NoCertificadoSAT||`, by the SAT's XSLT. */
export function tfdCadenaOriginal(tfdXml: string): Promise<string> {
  return transformWithSatXslt(TFD_XSLT, tfdXml, '||1.1|', "the TFD's cadena");
}

/**
 * The CFDI with the TFD in its Complemento: inside the one there is, or in a new one where the
 * schema puts it (after Impuestos or Conceptos, before Addenda). The prefix is the one the CFDI
 * binds to the CFDI 4.0 namespace.
 */
export function withTfd(cfdiXml: string, tfdXml: string): string {
  const root = findElement(cfdiXml, 'Comprobante');
  if (!root) throw new Error('The XML has no cfdi:Comprobante.');
  const prefixEntry = Object.entries(root.attributes).find(
    ([name, value]) => name.startsWith('xmlns:') && value === CFDI_NAMESPACE,
  );
  const prefix = prefixEntry ? `${prefixEntry[0].slice('xmlns:'.length)}:` : '';
  const complemento = findElement(cfdiXml, 'Complemento');
  if (complemento) {
    if (complemento.inner === null)
      return (
        cfdiXml.slice(0, complemento.start) +
        `<${complemento.name}>${tfdXml}</${complemento.name}>` +
        cfdiXml.slice(complemento.end)
      );
    const closing = cfdiXml.lastIndexOf('</', complemento.end - 1);
    return cfdiXml.slice(0, closing) + tfdXml + cfdiXml.slice(closing);
  }
  const addenda = findElement(cfdiXml, 'Addenda');
  const at = addenda ? addenda.start : cfdiXml.lastIndexOf(`</${prefix}Comprobante`);
  if (at < 0) throw new Error('The cfdi:Comprobante is not closed.');
  return (
    cfdiXml.slice(0, at) +
    `<${prefix}Complemento>${tfdXml}</${prefix}Complemento>` +
    cfdiXml.slice(at)
  );
}

/** A moment as Mexico City's clock shows it, the SAT's way (no zone): 2026-12-05T10:31:02. */
export function mexicoCityTime(moment: Date): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'America/Mexico_City',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(moment);
  const part = (type: string) => parts.find((entry) => entry.type === type)?.value ?? '00';
  return `${part('year')}-${part('month')}-${part('day')}T${part('hour')}:${part('minute')}:${part('second')}`;
}

/** A time the SAT's way (Mexico City, no zone) as an instant; Mexico City has kept UTC−6 since 2022. */
export function mexicoCityInstant(time: string): Date {
  return new Date(`${time}-06:00`);
}
