import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { FINKOK_PATHS } from './finkok-protocol.ts';
import {
  cancelAnswer,
  faultAnswer,
  satStatusAnswer,
  stampAnswer,
  textOfCode,
} from './test-pac-answers.ts';
import { answerCancel } from './test-pac-cancel.ts';
import { answerSatStatus } from './test-pac-sat-status.ts';
import { TestPacLedger } from './test-pac-ledger.ts';
import { answerStamping, type StampingContext, type StampingMethod } from './test-pac-stamping.ts';
import { mexicoCityTime } from './tfd.ts';
import { elementText, findElement } from './xml-text.ts';

// Rumbo's local test PAC (issue 39): a node:http server that speaks Finkok's SOAP protocol
// (same paths, envelopes, answers and incidence codes as the real service, docs/decisions/078),
// so the real adapter (finkok-pac.ts) is what talks to it. The tests stamp through it, and so
// does the demo seed: its stamps are signed with a self-made certificate that says "sin
// validez" and no SAT knows them. Options make it refuse, wait, or never answer.

export type TestPacRefusal = {
  /** A Finkok incidence code (301, 302, 705 …): stamps get it as CodigoError, cancels as CodEstatus. */
  code: string;
  /** Finkok's text for the code when left out. */
  message?: string;
};

/** What can change while it runs (TestPac.set). */
export type TestPacBehaviour = {
  /** Refuse every call with this incidence. */
  refuse?: TestPacRefusal;
  /** Wait this long before answering. */
  delayMs?: number;
  /** Never answer (until closed): for timeouts. */
  hang?: boolean;
  /** Answer a repeated `stamp` with 307 and no stamp, as Finkok sometimes does (then `stamped`). */
  previousStampWithoutXml?: boolean;
  /** Cancellations wait for the receiver ("En proceso") instead of taking effect at once. */
  cancellationNeedsAcceptance?: boolean;
};

export type TestPacOptions = TestPacBehaviour & {
  /** 0 (any free port) when left out. */
  port?: number;
  /** 127.0.0.1 when left out. */
  host?: string;
  /** The account it accepts; any username and password when left out. */
  username?: string;
  password?: string;
  /** A JSON file that keeps its certificate and stamps across restarts. */
  statePath?: string;
  /** Refuse (305) a CFDI issued outside its certificate's validity; true when left out. */
  checkCertificateDates?: boolean;
  /** Its clock (the receiver's 72 hours run on it); the real time when left out. */
  now?: () => Date;
};

export type TestPacMethod = StampingMethod | 'cancel' | 'get_sat_status';

export type TestPac = {
  /** The host to give the adapter as its `url` (http://127.0.0.1:PORT). */
  url: string;
  /** The certificate SelloSAT verifies against, and its number (NoCertificadoSAT). */
  certificatePem: string;
  certificateNumber: string;
  /** How many stamps it holds (each a UUID). */
  stampCount(): number;
  /** How many calls of each method it received. */
  calls(): Record<TestPacMethod, number>;
  set(behaviour: TestPacBehaviour): void;
  /** The receiver's answer to a cancellation of `uuid` waiting for it, as the SAT records it. */
  answerCancellation(uuid: string, accepted: boolean): Promise<void>;
  close(): Promise<void>;
};

const METHODS: Record<string, readonly TestPacMethod[]> = {
  [FINKOK_PATHS.stamp]: ['stamp', 'stamped', 'quick_stamp'],
  [FINKOK_PATHS.cancel]: ['cancel', 'get_sat_status'],
};

const BODY_LIMIT = 25 * 1024 * 1024;

export async function startTestPac(options: TestPacOptions = {}): Promise<TestPac> {
  const ledger = await TestPacLedger.open(options.statePath);
  const behaviour: TestPacBehaviour = {};
  const set = (next: TestPacBehaviour) => {
    for (const name of [
      'refuse',
      'delayMs',
      'hang',
      'previousStampWithoutXml',
      'cancellationNeedsAcceptance',
    ] as const)
      if (name in next) Object.assign(behaviour, { [name]: next[name] });
  };
  set(options);
  const now = options.now ?? (() => new Date());
  const calls: Record<TestPacMethod, number> = {
    stamp: 0,
    stamped: 0,
    quick_stamp: 0,
    cancel: 0,
    get_sat_status: 0,
  };
  const inFlight: StampingContext['inFlight'] = new Map();
  const hanging = new Set<ServerResponse>();

  async function handle(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const path = (request.url ?? '/').split('?')[0]?.replace(/\.wsdl$/, '') ?? '/';
    const methods = METHODS[path];
    if (request.method !== 'POST' || !methods) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' });
      response.end(
        `Rumbo's test PAC speaks Finkok's SOAP: POST to ${FINKOK_PATHS.stamp} or ${FINKOK_PATHS.cancel}.\n`,
      );
      return;
    }
    const body = await readBody(request);
    if (body === undefined) return send(response, 413, faultAnswer('Client', 'Request too large'));
    const call = firstChild(findElement(body, 'Body')?.inner ?? '');
    const method = methods.find((name) => name === call?.localName);
    if (!call || !method)
      return send(
        response,
        500,
        faultAnswer('Client', `Unknown method: ${call?.localName ?? '(none)'}`),
      );
    calls[method] += 1;
    if (behaviour.hang) {
      hanging.add(response);
      response.on('close', () => hanging.delete(response));
      return;
    }
    if (behaviour.delayMs) await sleep(behaviour.delayMs);

    const fields = call.inner;
    const username = elementText(fields, 'username') ?? '';
    const password = elementText(fields, 'password') ?? '';
    const wrongAccount =
      options.username !== undefined &&
      (username !== options.username || password !== (options.password ?? ''));
    const refusal = wrongAccount ? { code: '300' } : behaviour.refuse;
    if (refusal) return send(response, 200, refusalAnswer(method, refusal));

    const answer =
      method === 'get_sat_status'
        ? answerSatStatus(fields, ledger, now())
        : method === 'cancel'
          ? await answerCancel(fields, password, {
              ledger,
              cancellationNeedsAcceptance: behaviour.cancellationNeedsAcceptance ?? false,
              now,
            })
          : await answerStamping(method, elementText(fields, 'xml') ?? '', {
              ledger,
              checkCertificateDates: options.checkCertificateDates ?? true,
              previousStampWithoutXml: behaviour.previousStampWithoutXml ?? false,
              inFlight,
            });
    send(response, 200, answer);
  }

  const server = createServer((request, response) => {
    handle(request, response).catch((error: unknown) => {
      const text = error instanceof Error ? error.message : String(error);
      if (!response.headersSent) send(response, 500, faultAnswer('Server', text));
      else response.destroy();
    });
  });
  const host = options.host ?? '127.0.0.1';
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    certificatePem: ledger.certificate.certificatePem,
    certificateNumber: ledger.certificate.number,
    stampCount: () => ledger.size,
    calls: () => ({ ...calls }),
    set,
    answerCancellation: async (uuid, accepted) => {
      const stamp = ledger.byUuidOf(uuid);
      if (!stamp) throw new Error(`The test PAC never stamped ${uuid}.`);
      await ledger.answer(stamp, accepted);
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const response of hanging) response.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
        server.closeAllConnections();
      }),
  };
}

function refusalAnswer(method: TestPacMethod, refusal: TestPacRefusal): string {
  const message = textOfCode(refusal.code, refusal.message);
  if (method === 'cancel') return cancelAnswer({ status: `${refusal.code} ${message}` });
  if (method === 'get_sat_status') return satStatusAnswer({ error: `${refusal.code} ${message}` });
  return stampAnswer(
    method,
    { incidences: [{ code: refusal.code, message }] },
    mexicoCityTime(new Date()),
  );
}

function send(response: ServerResponse, status: number, xml: string): void {
  response.writeHead(status, { 'Content-Type': 'text/xml; charset=utf-8' });
  response.end(xml);
}

/** The body as text, or undefined past the limit. */
async function readBody(request: IncomingMessage): Promise<string | undefined> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > BODY_LIMIT) return undefined;
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** The SOAP body's first element: the method called, by its local name, and its content. */
function firstChild(body: string): { localName: string; inner: string } | undefined {
  const found = /<(?:[A-Za-z_][\w.-]*:)?([A-Za-z_][\w.-]*)(?=[\s/>])/.exec(body);
  const localName = found?.[1];
  if (localName === undefined) return undefined;
  const element = findElement(body, localName);
  return element ? { localName, inner: element.inner ?? '' } : undefined;
}
