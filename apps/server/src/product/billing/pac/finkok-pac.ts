import { X509Certificate, createPrivateKey } from 'node:crypto';
import {
  FINKOK_CREDENTIAL_CODES,
  FINKOK_NS,
  FINKOK_PATHS,
  FINKOK_CANCEL_IN_PROCESS,
} from './finkok-protocol.ts';
import {
  PacError,
  type Pac,
  type PacCancelRequest,
  type PacCancellation,
  type PacStamp,
} from './pac.ts';
import { readSatStatus, satStatusFields } from './finkok-sat-status.ts';
import { elementText, escapeXml, findElement, findElements } from './xml-text.ts';

// The PAC adapter for Finkok (docs/decisions/078): SOAP 1.1 over HTTPS with fetch. Stamping
// uses `stamp`, which Finkok makes idempotent: a CFDI it stamped before is answered with
// incidence 307 and, usually, the earlier stamp; when that stamp is not in the answer, `stamped`
// returns it. So a retry after a timeout never makes a second UUID. Cancelling uses `cancel`,
// where Finkok signs the SAT's request with the issuer's CSD sent along; `get_sat_status` says
// what became of a cancellation the receiver had to accept (finkok-sat-status.ts).

export type FinkokConfig = {
  /** The host: FINKOK_DEMO_URL, FINKOK_PRODUCTION_URL, or a local test PAC's url. */
  url: string;
  username: string;
  password: string;
  /** How long one call may take, answer included; 30 s when left out. */
  timeoutMs?: number;
};

type Incidence = { code: string; message: string; extra: string };

type StampAnswer = {
  xml: string;
  uuid: string;
  date: string;
  status: string;
  satSeal: string;
  satCertificateNumber: string;
  incidences: Incidence[];
};

const DEFAULT_TIMEOUT_MS = 30_000;

export function createFinkokPac(config: FinkokConfig): Pac {
  const base = config.url.replace(/\/+$/, '');
  const timeoutMs = config.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const credentials =
    `<username>${escapeXml(config.username)}</username>` +
    `<password>${escapeXml(config.password)}</password>`;

  async function call(path: string, method: string, namespace: string, fields: string) {
    const envelope =
      `<?xml version="1.0" encoding="UTF-8"?>` +
      `<soapenv:Envelope xmlns:soapenv="${FINKOK_NS.envelope}" xmlns:apps="${FINKOK_NS.apps}">` +
      `<soapenv:Body><${method} xmlns="${namespace}">${fields}</${method}></soapenv:Body>` +
      `</soapenv:Envelope>`;
    const url = base + path;
    const answer = await post(url, method, envelope, timeoutMs);
    const result = findElement(answer.text, `${method}Result`);
    if (result) return result.inner ?? '';
    const fault = elementText(answer.text, 'faultstring');
    if (fault !== undefined) {
      // A Client fault is about the request: sending it again changes nothing. A Server fault
      // is the PAC's own trouble (Finkok's show Python errors): trying again later is safe,
      // stamping being idempotent.
      const client = /(^|:)Client$/.test((elementText(answer.text, 'faultcode') ?? '').trim());
      throw new PacError(
        client ? 'refused' : 'unreachable',
        `The PAC answered with a SOAP fault: ${fault.trim()}`,
      );
    }
    throw new PacError(
      'unreachable',
      `The PAC at ${url} gave no ${method} answer (HTTP ${answer.status}).`,
    );
  }

  async function stampCall(method: 'stamp' | 'stamped', sealedXml: string) {
    const xml = Buffer.from(sealedXml, 'utf8').toString('base64');
    const result = await call(
      FINKOK_PATHS.stamp,
      method,
      FINKOK_NS.stamp,
      `<xml>${xml}</xml>${credentials}`,
    );
    return readStampAnswer(result);
  }

  return {
    async stamp(sealedXml) {
      let answer = await stampCall('stamp', sealedXml);
      const previouslyStamped = answer.incidences.some((incidence) => incidence.code === '307');
      if (previouslyStamped && answer.xml === '') {
        answer = await stampCall('stamped', sealedXml);
        if (answer.xml === '')
          throw new PacError(
            'unreachable',
            'The PAC says it stamped this CFDI before but did not return that stamp yet: try again in a few seconds.',
            '307',
          );
      }
      // With incidences 501 or 708 Finkok still returns the stamped XML: it is stamped, only
      // its delivery to the SAT waits. No XML means no stamp.
      if (answer.xml === '') throw refusal('the CFDI', answer.incidences, answer.status);
      return stampOf(answer, sealedXml, previouslyStamped);
    },

    async cancel(request) {
      const replacement = request.replacementUuid
        ? ` FolioSustitucion="${escapeXml(request.replacementUuid)}"`
        : '';
      const fields =
        `<UUIDS><apps:UUID UUID="${escapeXml(request.uuid)}" Motivo="${escapeXml(request.reason)}"${replacement}/></UUIDS>` +
        credentials +
        `<taxpayer_id>${escapeXml(request.issuerRfc)}</taxpayer_id>` +
        `<cer>${Buffer.from(certificatePem(request.csd.certificate)).toString('base64')}</cer>` +
        `<key>${Buffer.from(encryptedKeyPem(request.csd.privateKey, config.password)).toString('base64')}</key>` +
        `<store_pending>false</store_pending>`;
      const result = await call(FINKOK_PATHS.cancel, 'cancel', FINKOK_NS.cancel, fields);
      return cancellationOf(result, request.uuid);
    },

    async satStatus(request) {
      const fields = credentials + satStatusFields(request);
      const result = await call(FINKOK_PATHS.cancel, 'get_sat_status', FINKOK_NS.cancel, fields);
      return readSatStatus(result);
    },
  };
}

type Answer = { status: number; text: string };

/** One HTTP call: the timeout covers the answer's body too. */
async function post(url: string, method: string, body: string, timeoutMs: number) {
  try {
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'text/xml; charset=utf-8', SOAPAction: `"${method}"` },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer: Answer = { status: response.status, text: await response.text() };
    // A SOAP fault comes with HTTP 500 and is read as an answer; anything else is not one.
    if (!response.ok && !answer.text.includes('Envelope'))
      throw new PacError('unreachable', `The PAC at ${url} answered HTTP ${response.status}.`);
    return answer;
  } catch (error) {
    if (error instanceof PacError) throw error;
    if (error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError'))
      throw new PacError('timeout', `The PAC at ${url} did not answer within ${timeoutMs} ms.`);
    throw new PacError('unreachable', `The PAC at ${url} could not be reached: ${reason(error)}.`);
  }
}

/** fetch says "fetch failed"; the cause says why (connect ECONNREFUSED 127.0.0.1:9). */
function reason(error: unknown): string {
  const cause = error instanceof Error ? error.cause : undefined;
  if (cause instanceof Error && cause.message) return cause.message;
  return error instanceof Error ? error.message : String(error);
}

function readStampAnswer(result: string): StampAnswer {
  const field = (name: string) => (elementText(result, name) ?? '').trim();
  const incidences = findElements(result, 'Incidencia').map((element) => {
    const inner = element.inner ?? '';
    return {
      code: (elementText(inner, 'CodigoError') ?? '').trim(),
      message: (elementText(inner, 'MensajeIncidencia') ?? '').trim(),
      extra: (elementText(inner, 'ExtraInfo') ?? '').trim(),
    };
  });
  return {
    // The CFDI exactly as returned; only an answer of blanks counts as none.
    xml: (elementText(result, 'xml') ?? '').replace(/^\s+$/, ''),
    uuid: field('UUID'),
    date: field('Fecha'),
    status: field('CodEstatus'),
    satSeal: field('SatSeal'),
    satCertificateNumber: field('NoCertificadoSAT'),
    incidences,
  };
}

/** The stamp as the returned XML's own TimbreFiscalDigital has it (the answer's fields else). */
function stampOf(answer: StampAnswer, sealedXml: string, previouslyStamped: boolean): PacStamp {
  const tfd = findElement(answer.xml, 'TimbreFiscalDigital');
  if (!tfd)
    throw new PacError('unreachable', 'The PAC answered a CFDI without a TimbreFiscalDigital.');
  const sealed = findElement(sealedXml, 'Comprobante')?.attributes['Sello'];
  if (sealed !== undefined && tfd.attributes['SelloCFD'] !== sealed)
    throw new PacError('refused', 'The PAC answered with the stamp of another CFDI.');
  const uuid = (tfd.attributes['UUID'] ?? answer.uuid).toUpperCase();
  return {
    xml: answer.xml,
    uuid,
    stampedAt: tfd.attributes['FechaTimbrado'] ?? answer.date,
    satCertificateNumber: tfd.attributes['NoCertificadoSAT'] ?? answer.satCertificateNumber,
    satSeal: tfd.attributes['SelloSAT'] ?? answer.satSeal,
    previouslyStamped,
  };
}

function refusal(what: string, incidences: Incidence[], status: string): PacError {
  const first = incidences[0];
  if (!first)
    return new PacError('refused', `The PAC did not stamp ${what}: ${status || 'no reason given'}`);
  const text = incidences
    .map(({ code, message, extra }) => `${code} ${message}${extra ? ` (${extra})` : ''}`)
    .join('; ');
  if (FINKOK_CREDENTIAL_CODES.has(first.code))
    return new PacError('credentials', `The PAC did not accept the account: ${text}`, first.code);
  return new PacError('refused', `The PAC refused ${what}: ${text}`, first.code);
}

function cancellationOf(result: string, uuid: string): PacCancellation {
  const acuse = elementText(result, 'Acuse')?.trim();
  const acknowledgement = acuse ? { acknowledgement: acuse } : {};
  const folios = findElements(result, 'Folio').map((folio) => folio.inner ?? '');
  const folio =
    folios.find(
      (inner) => elementText(inner, 'UUID')?.trim().toUpperCase() === uuid.toUpperCase(),
    ) ?? folios[0];
  if (folio !== undefined) {
    const code = (elementText(folio, 'EstatusUUID') ?? '').trim();
    const text = (elementText(folio, 'EstatusCancelacion') ?? '').trim();
    // 201: the SAT took the request; 202: it had taken it before. "En proceso": it waits for
    // the receiver; "Solicitud rechazada": the receiver said no.
    if ((code === '201' || code === '202') && !/rechazada/i.test(text)) {
      const pending = text.toLowerCase() === FINKOK_CANCEL_IN_PROCESS.toLowerCase();
      return { status: pending ? 'pending' : 'cancelled', ...acknowledgement };
    }
    throw new PacError('refused', `The PAC refused the cancellation: ${code} ${text}`.trim(), code);
  }
  // No folio: the request itself was refused; CodEstatus says why, its code first when it has one.
  const status = (elementText(result, 'CodEstatus') ?? '').trim();
  const code = /^(\d{3})\b/.exec(status)?.[1];
  if (code !== undefined && FINKOK_CREDENTIAL_CODES.has(code))
    throw new PacError('credentials', `The PAC did not accept the account: ${status}`, code);
  throw new PacError(
    'refused',
    `The PAC refused the cancellation: ${status || 'no reason given'}`,
    code,
  );
}

function certificatePem(certificate: Buffer | string): string {
  const input =
    typeof certificate === 'string' && !certificate.includes('-----BEGIN')
      ? Buffer.from(certificate, 'base64')
      : certificate;
  try {
    return new X509Certificate(input).toString();
  } catch (error) {
    throw new Error(`The CSD certificate for the cancellation could not be read: ${reason(error)}`);
  }
}

/** Finkok asks for the key as PEM encrypted (3DES) with the account's own password. */
function encryptedKeyPem(privateKey: PacCancelRequest['csd']['privateKey'], password: string) {
  const key = typeof privateKey === 'string' ? createPrivateKey(privateKey) : privateKey;
  return key.export({ type: 'pkcs8', format: 'pem', cipher: 'des-ede3-cbc', passphrase: password });
}
