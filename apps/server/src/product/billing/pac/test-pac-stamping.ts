import { randomUUID, sign } from 'node:crypto';
import { FINKOK_CODES, FINKOK_RECEIVED, FINKOK_STAMPED } from './finkok-protocol.ts';
import { stampAnswer, type Incidence, type StampFields } from './test-pac-answers.ts';
import { checkSealedCfdi } from './test-pac-checks.ts';
import type { StoredStamp, TestPacLedger } from './test-pac-ledger.ts';
import { mexicoCityTime, tfdCadenaOriginal, tfdElement, withTfd } from './tfd.ts';
import { findElement } from './xml-text.ts';

// The test PAC's stamping methods, as Finkok's behave: `stamp` checks and stamps, and answers a
// CFDI it stamped before with incidence 307 and that stamp (or, when told to act like Finkok
// on a bad day, 307 alone); `stamped` returns an earlier stamp or 603; `quick_stamp` answers an
// earlier stamp with 307 alone. Two requests for one CFDI at once share one stamping: the
// second waits for the first and gets its stamp as an earlier one. Never two UUIDs for one CFDI.

/** The RFC the SAT's documentation uses for the PAC in its examples of a TFD. */
export const TEST_PAC_RFC = 'SPR190613I52';

export type StampingMethod = 'stamp' | 'stamped' | 'quick_stamp';

export type StampingContext = {
  ledger: TestPacLedger;
  checkCertificateDates: boolean;
  previousStampWithoutXml: boolean;
  /** Stampings under way, by the CFDI's seal. */
  inFlight: Map<string, Promise<StoredStamp | Incidence>>;
};

export async function answerStamping(
  method: StampingMethod,
  xmlBase64: string,
  context: StampingContext,
): Promise<string> {
  const at = mexicoCityTime(new Date());
  const xml = decodeCfdi(xmlBase64);
  if (xml === undefined) return stampAnswer(method, { incidences: [{ code: '301' }] }, at);
  const seal = findElement(xml, 'Comprobante')?.attributes['Sello'] ?? '';

  const earlier = seal ? context.ledger.bySealOf(seal) : undefined;
  if (earlier) return stampAnswer(method, previous(method, earlier, context), at);
  if (method === 'stamped') return stampAnswer(method, { incidences: [{ code: '603' }] }, at);

  const key = seal || xml;
  const running = context.inFlight.get(key);
  if (running) {
    const outcome = await running;
    const fields = isStamp(outcome) ? previous(method, outcome, context) : refused(outcome);
    return stampAnswer(method, fields, at);
  }
  const stamping = stampOnce(xml, context).finally(() => context.inFlight.delete(key));
  context.inFlight.set(key, stamping);
  const outcome = await stamping;
  return stampAnswer(method, isStamp(outcome) ? fresh(outcome, context) : refused(outcome), at);
}

function isStamp(outcome: StoredStamp | Incidence): outcome is StoredStamp {
  return 'seal' in outcome;
}

/** The request's `xml`: base64 of the CFDI's UTF-8 bytes (a byte order mark is dropped). */
function decodeCfdi(xmlBase64: string): string | undefined {
  const compact = xmlBase64.replace(/\s+/g, '');
  if (compact === '' || !/^[A-Za-z0-9+/]+={0,2}$/.test(compact)) return undefined;
  const xml = Buffer.from(compact, 'base64')
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  return xml.trimStart().startsWith('<') ? xml : undefined;
}

/** Checks the sealed CFDI, then makes, signs, inserts and keeps its TimbreFiscalDigital. */
async function stampOnce(xml: string, context: StampingContext): Promise<StoredStamp | Incidence> {
  const check = await checkSealedCfdi(xml, {
    checkCertificateDates: context.checkCertificateDates,
  });
  if (!check.ok) return { code: check.code, ...(check.extra ? { extra: check.extra } : {}) };
  const { certificate } = context.ledger;
  const fields = {
    uuid: randomUUID().toUpperCase(),
    fechaTimbrado: mexicoCityTime(new Date()),
    rfcProvCertif: TEST_PAC_RFC,
    selloCfd: check.seal,
    noCertificadoSat: certificate.number,
  };
  const cadena = await tfdCadenaOriginal(tfdElement(fields));
  const satSeal = sign('RSA-SHA256', Buffer.from(cadena, 'utf8'), certificate.privateKey).toString(
    'base64',
  );
  const stamp: StoredStamp = {
    seal: check.seal,
    uuid: fields.uuid,
    issuerRfc: check.issuerRfc,
    xml: withTfd(xml, tfdElement(fields, satSeal)),
    stampedAt: fields.fechaTimbrado,
    satSeal,
  };
  await context.ledger.add(stamp);
  return stamp;
}

function whole(stamp: StoredStamp, context: StampingContext): StampFields {
  return {
    xml: stamp.xml,
    uuid: stamp.uuid,
    date: stamp.stampedAt,
    satSeal: stamp.satSeal,
    satCertificateNumber: context.ledger.certificate.number,
  };
}

function fresh(stamp: StoredStamp, context: StampingContext): StampFields {
  return { ...whole(stamp, context), status: FINKOK_STAMPED };
}

function previous(method: StampingMethod, stamp: StoredStamp, context: StampingContext) {
  if (method === 'stamped') return { ...whole(stamp, context), status: FINKOK_RECEIVED };
  const incidences = [{ code: '307', uuid: stamp.uuid }];
  if (method === 'quick_stamp' || context.previousStampWithoutXml) return { incidences };
  return { ...whole(stamp, context), status: FINKOK_CODES['307'], incidences };
}

function refused(incidence: Incidence): StampFields {
  return { incidences: [incidence] };
}
