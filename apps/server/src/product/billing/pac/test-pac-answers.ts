import { FINKOK_CODES, FINKOK_NS } from './finkok-protocol.ts';
import { escapeXml, escapeXmlText } from './xml-text.ts';

// The local test PAC's answers, written as Finkok writes them (its SOAP server's envelope, the
// `tns` namespace of the service, the fields in `s0`, in Finkok's order): the shapes come from
// Finkok answers recorded in public client tests (docs/decisions/078).

export type Incidence = { code: string; message?: string; extra?: string; uuid?: string };

export type StampFields = {
  xml?: string;
  uuid?: string;
  date?: string;
  status?: string;
  satSeal?: string;
  satCertificateNumber?: string;
  incidences?: Incidence[];
};

export type FolioAnswer = { uuid: string; code: string; text?: string };

export type CancelFields = {
  folios?: FolioAnswer[];
  acuse?: string;
  date?: string;
  issuerRfc?: string;
  /** A refusal of the whole request, its code first ("704 Error con …"). */
  status?: string;
};

/** What the SAT's query service says of one CFDI (`get_sat_status`'s `sat`). */
export type SatStatusFields = {
  code: string;
  cancellable: string;
  estado: string;
  cancellation: string;
};

function envelope(service: string, body: string): string {
  return (
    `<?xml version='1.0' encoding='UTF-8'?>\n` +
    `<senv:Envelope xmlns:s0="${FINKOK_NS.apps}" xmlns:senv="${FINKOK_NS.envelope}" xmlns:tns="${service}">` +
    `<senv:Body>${body}</senv:Body></senv:Envelope>`
  );
}

function field(name: string, value: string | undefined): string {
  return value === undefined ? '' : `<s0:${name}>${escapeXmlText(value)}</s0:${name}>`;
}

/** The text Finkok gives a code, for incidences written with the code alone. */
export function textOfCode(code: string, message?: string): string {
  return message ?? FINKOK_CODES[code] ?? 'Incidencia de prueba';
}

function incidence(entry: Incidence, at: string): string {
  return (
    `<s0:Incidencia>` +
    field('IdIncidencia', `TEST-${entry.code}`) +
    field('Uuid', entry.uuid ?? '') +
    field('CodigoError', entry.code) +
    field('WorkProcessId', 'rumbo-test-pac') +
    field('MensajeIncidencia', textOfCode(entry.code, entry.message)) +
    field('ExtraInfo', entry.extra ?? '') +
    field('NoCertificadoPac', '') +
    field('FechaRegistro', at) +
    `</s0:Incidencia>`
  );
}

/** stampResponse, stampedResponse or quick_stampResponse. */
export function stampAnswer(method: string, fields: StampFields, at: string): string {
  const incidences = fields.incidences ?? [];
  const listed =
    incidences.length === 0
      ? '<s0:Incidencias/>'
      : `<s0:Incidencias>${incidences.map((entry) => incidence(entry, at)).join('')}</s0:Incidencias>`;
  const result =
    field('xml', fields.xml) +
    field('UUID', fields.uuid) +
    field('Fecha', fields.date) +
    field('CodEstatus', fields.status) +
    field('SatSeal', fields.satSeal) +
    listed +
    field('NoCertificadoSAT', fields.satCertificateNumber);
  return envelope(
    FINKOK_NS.stamp,
    `<tns:${method}Response><tns:${method}Result>${result}</tns:${method}Result></tns:${method}Response>`,
  );
}

export function cancelAnswer(fields: CancelFields): string {
  const folios = (fields.folios ?? [])
    .map(
      (folio) =>
        `<s0:Folio>${field('UUID', folio.uuid)}${field('EstatusUUID', folio.code)}` +
        `${field('EstatusCancelacion', textOfCode(folio.code, folio.text))}</s0:Folio>`,
    )
    .join('');
  const result =
    (folios ? `<s0:Folios>${folios}</s0:Folios>` : '') +
    field('Acuse', fields.acuse) +
    field('Fecha', fields.date) +
    field('RfcEmisor', fields.issuerRfc) +
    field('CodEstatus', fields.status);
  return envelope(
    FINKOK_NS.cancel,
    `<tns:cancelResponse><tns:cancelResult>${result}</tns:cancelResult></tns:cancelResponse>`,
  );
}

export function satStatusAnswer(fields: SatStatusFields | { error: string }): string {
  if ('error' in fields)
    return envelope(
      FINKOK_NS.cancel,
      `<tns:get_sat_statusResponse><tns:get_sat_statusResult>${field('error', fields.error)}` +
        `</tns:get_sat_statusResult></tns:get_sat_statusResponse>`,
    );
  const sat =
    field('CodigoEstatus', fields.code) +
    field('EsCancelable', fields.cancellable) +
    field('Estado', fields.estado) +
    field('EstatusCancelacion', fields.cancellation);
  return envelope(
    FINKOK_NS.cancel,
    `<tns:get_sat_statusResponse><tns:get_sat_statusResult><s0:sat>${sat}</s0:sat>` +
      `</tns:get_sat_statusResult></tns:get_sat_statusResponse>`,
  );
}

/** The SAT's acknowledgement of a cancellation, unsigned: this PAC speaks for nobody. */
export function cancelAcuse(uuid: string, code: string, issuerRfc: string, at: string): string {
  return (
    `<s:Envelope xmlns:s="http://schemas.xmlsoap.org/soap/envelope/"><s:Body>` +
    `<CancelaCFDResponse xmlns="http://cancelacfd.sat.gob.mx">` +
    `<CancelaCFDResult Fecha="${escapeXml(at)}" RfcEmisor="${escapeXml(issuerRfc)}">` +
    `<Folios><UUID>${escapeXmlText(uuid)}</UUID><EstatusUUID>${escapeXmlText(code)}</EstatusUUID></Folios>` +
    `</CancelaCFDResult></CancelaCFDResponse></s:Body></s:Envelope>`
  );
}

/** A SOAP fault: 'Client' for a request the PAC cannot read, 'Server' for its own trouble. */
export function faultAnswer(who: 'Client' | 'Server', text: string): string {
  return envelope(
    FINKOK_NS.stamp,
    `<senv:Fault><faultcode>senv:${who}</faultcode><faultstring>${escapeXmlText(text)}</faultstring>` +
      `<faultactor></faultactor></senv:Fault>`,
  );
}
