import { execFileSync } from 'node:child_process';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFinkokPac } from '#product/billing/pac/finkok-pac.ts';
import { PacError, type Pac } from '#product/billing/pac/pac.ts';
import { startTestPac, type TestPac } from '#product/billing/pac/test-pac-server.ts';
import { cadenaOriginal, validateCfdiXml } from '#product/billing/cfdi/sat-tools.ts';
import {
  attributeOf,
  makeSealingCertificate,
  sealCfdi,
  verifySatSeal,
  type SealingCertificate,
} from './pac-fixtures.ts';

// Stamping through the real Finkok adapter against the local test PAC, which speaks Finkok's
// protocol (issue 39, docs/decisions/078): a valid stamp, checked with xmllint, the SAT's XSLT
// and openssl; one UUID per CFDI however often and however concurrently it is sent; and each
// way stamping fails, with the PAC's code and a clear message.

let pac: TestPac;
let adapter: Pac;
let csd: SealingCertificate;
let folio = 2000;
const nextFolio = () => String((folio += 1));

beforeAll(async () => {
  [pac, csd] = await Promise.all([startTestPac(), makeSealingCertificate()]);
  adapter = createFinkokPac({ url: pac.url, username: 'rumbo', password: 'secreto' });
});

afterAll(async () => {
  await pac?.close();
});

/** The PacError a promise rejects with; the test fails when it resolves. */
async function failure(promise: Promise<unknown>): Promise<PacError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PacError) return error;
    throw error;
  }
  throw new Error('expected a PacError');
}

describe('stamping a sealed CFDI', () => {
  it('answers a valid CFDI with a TimbreFiscalDigital 1.1 whose SelloSAT verifies', async () => {
    const sealed = await sealCfdi(csd, nextFolio());
    const stamp = await adapter.stamp(sealed);

    expect(stamp.uuid).toMatch(
      /^[0-9A-F]{8}-[0-9A-F]{4}-4[0-9A-F]{3}-[89AB][0-9A-F]{3}-[0-9A-F]{12}$/,
    );
    expect(stamp.previouslyStamped).toBe(false);
    expect(stamp.satCertificateNumber).toBe(pac.certificateNumber);
    expect(stamp.stampedAt).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d$/);
    expect(await validateCfdiXml(stamp.xml)).toEqual({ valid: true, problems: [] });

    // The stamp sits in a new Complemento and changes nothing else of the CFDI.
    const complemento = /<cfdi:Complemento><tfd:TimbreFiscalDigital [^>]*\/><\/cfdi:Complemento>/;
    expect(stamp.xml).toMatch(complemento);
    expect(stamp.xml.replace(complemento, '')).toBe(sealed);
    expect(await cadenaOriginal(stamp.xml)).toBe(await cadenaOriginal(sealed));

    const tfd = (name: string) => attributeOf(stamp.xml, 'TimbreFiscalDigital', name);
    expect(tfd('Version')).toBe('1.1');
    expect(tfd('UUID')).toBe(stamp.uuid);
    expect(tfd('FechaTimbrado')).toBe(stamp.stampedAt);
    expect(tfd('RfcProvCertif')).toBe('SPR190613I52');
    expect(tfd('SelloCFD')).toBe(attributeOf(sealed, 'Comprobante', 'Sello'));
    expect(tfd('NoCertificadoSAT')).toBe(pac.certificateNumber);
    expect(tfd('SelloSAT')).toBe(stamp.satSeal);

    const { cadena, verdict } = await verifySatSeal(stamp.xml, pac.certificatePem);
    expect(cadena).toBe(
      `||1.1|${stamp.uuid}|${stamp.stampedAt}|SPR190613I52|${tfd('SelloCFD')}|${pac.certificateNumber}||`,
    );
    expect(verdict).toBe('Verified OK');
  });

  it('signs with a certificate whose subject says the stamps are worth nothing', async () => {
    const openssl = (...args: string[]) =>
      execFileSync('openssl', ['x509', '-noout', ...args], {
        input: pac.certificatePem,
      }).toString();
    expect(openssl('-subject', '-nameopt', 'utf8,sep_multiline')).toContain(
      'PAC de prueba Rumbo – sin validez',
    );
    // The certificate number is its serial's bytes read as ASCII digits, as the SAT writes it.
    const serial = openssl('-serial').trim().replace('serial=', '');
    expect(Buffer.from(serial, 'hex').toString('latin1')).toBe(pac.certificateNumber);
  });

  it('gives the same stamp for the same sealed XML sent twice', async () => {
    const sealed = await sealCfdi(csd, nextFolio());
    const before = pac.stampCount();
    const first = await adapter.stamp(sealed);
    const second = await adapter.stamp(sealed);
    expect(second).toEqual({ ...first, previouslyStamped: true });
    expect(pac.stampCount()).toBe(before + 1);
  });

  it('gives one UUID to ten requests for one CFDI at once', async () => {
    const sealed = await sealCfdi(csd, nextFolio());
    const before = pac.stampCount();
    const stamps = await Promise.all(Array.from({ length: 10 }, () => adapter.stamp(sealed)));
    expect(new Set(stamps.map((stamp) => stamp.uuid)).size).toBe(1);
    expect(stamps.filter((stamp) => !stamp.previouslyStamped)).toHaveLength(1);
    expect(pac.stampCount()).toBe(before + 1);
  });

  it('fetches an earlier stamp with `stamped` when 307 comes without it', async () => {
    const sealed = await sealCfdi(csd, nextFolio());
    const first = await adapter.stamp(sealed);
    pac.set({ previousStampWithoutXml: true });
    try {
      const calls = pac.calls().stamped;
      const again = await adapter.stamp(sealed);
      expect(again).toEqual({ ...first, previouslyStamped: true });
      expect(pac.calls().stamped).toBe(calls + 1);
    } finally {
      pac.set({ previousStampWithoutXml: false });
    }
  });
});

describe('a CFDI the PAC refuses', () => {
  it('refuses a tampered seal (302) with a clear message', async () => {
    const sealed = await sealCfdi(csd, nextFolio());
    const seal = attributeOf(sealed, 'Comprobante', 'Sello');
    const tampered = sealed.replace(seal, (seal.startsWith('A') ? 'B' : 'A') + seal.slice(1));
    const error = await failure(adapter.stamp(tampered));
    expect(error).toMatchObject({ kind: 'refused', pacCode: '302' });
    expect(error.message).toBe('The PAC refused the CFDI: 302 Sello mal formado o inválido');
  });

  it('refuses a CFDI changed after sealing (302)', async () => {
    const sealed = await sealCfdi(csd, nextFolio());
    const changed = sealed.replace('Flete terrestre', 'Flete terrestre exprés');
    expect(await failure(adapter.stamp(changed))).toMatchObject({
      kind: 'refused',
      pacCode: '302',
    });
  });

  it("refuses a CFDI outside the SAT's schemas (705), with the schema's words", async () => {
    const sealed = await sealCfdi(csd, nextFolio());
    const error = await failure(adapter.stamp(sealed.replace('UsoCFDI="G03"', 'UsoCFDI="X99"')));
    expect(error).toMatchObject({ kind: 'refused', pacCode: '705' });
    expect(error.message).toMatch(
      /^The PAC refused the CFDI: 705 XML estructura inválida \(line \d+: .*'X99' is not an element of the set/,
    );
  });

  it('refuses XML that is not well formed (301)', async () => {
    const error = await failure(adapter.stamp('<cfdi:Comprobante xmlns:cfdi="x">'));
    expect(error).toMatchObject({ kind: 'refused', pacCode: '301' });
  });

  it("refuses a seal made with someone else's certificate (303)", async () => {
    const other = await makeSealingCertificate('AAA010101AAA', 'OTRA EMPRESA');
    const error = await failure(adapter.stamp(await sealCfdi(other, nextFolio())));
    expect(error).toMatchObject({ kind: 'refused', pacCode: '303' });
    expect(error.message).toBe('The PAC refused the CFDI: 303 Sello no corresponde a emisor');
  });

  it('refuses a CFDI that carries a stamp already (707)', async () => {
    const stamp = await adapter.stamp(await sealCfdi(csd, nextFolio()));
    expect(await failure(adapter.stamp(stamp.xml.replace(/Sello="/, 'Sello="A')))).toMatchObject({
      pacCode: '707',
    });
  });
});

describe('a PAC that cannot stamp', () => {
  it('reports a PAC that refuses everything as refused, with its code and text', async () => {
    const refusing = await startTestPac({ refuse: { code: '301' } });
    try {
      const client = createFinkokPac({ url: refusing.url, username: 'u', password: 'p' });
      const error = await failure(client.stamp(await sealCfdi(csd, nextFolio())));
      expect(error).toMatchObject({ kind: 'refused', pacCode: '301' });
      expect(error.message).toBe('The PAC refused the CFDI: 301 XML mal formado');
    } finally {
      await refusing.close();
    }
  });

  it('reports a wrong username or password as credentials', async () => {
    const strict = await startTestPac({ username: 'rumbo', password: 'correcta' });
    try {
      const client = createFinkokPac({ url: strict.url, username: 'rumbo', password: 'otra' });
      const error = await failure(client.stamp(await sealCfdi(csd, nextFolio())));
      expect(error).toMatchObject({ kind: 'credentials', pacCode: '300' });
      expect(error.message).toBe(
        'The PAC did not accept the account: 300 Usuario y contraseña inválidos',
      );
      expect(strict.stampCount()).toBe(0);
    } finally {
      await strict.close();
    }
  });

  it('gives up on a PAC that does not answer within the configured time', async () => {
    const hanging = await startTestPac({ hang: true });
    try {
      const client = createFinkokPac({
        url: hanging.url,
        username: 'u',
        password: 'p',
        timeoutMs: 300,
      });
      const started = Date.now();
      const error = await failure(client.stamp(await sealCfdi(csd, nextFolio())));
      const waited = Date.now() - started;
      expect(error.kind).toBe('timeout');
      expect(error.message).toMatch(/did not answer within 300 ms/);
      expect(waited).toBeGreaterThanOrEqual(250);
      expect(waited).toBeLessThan(3000);
      expect(hanging.calls().stamp).toBe(1);
    } finally {
      await hanging.close();
    }
  });

  it('reports nothing listening as unreachable', async () => {
    // A port that was free a moment ago: taken, read, let go.
    const port = await new Promise<number>((resolve) => {
      const probe = createServer().listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => resolve(typeof address === 'object' && address ? address.port : 9));
      });
    });
    const client = createFinkokPac({
      url: `http://127.0.0.1:${port}`,
      username: 'u',
      password: 'p',
    });
    const error = await failure(client.stamp('<cfdi:Comprobante/>'));
    expect(error.kind).toBe('unreachable');
    expect(error.message).toMatch(/could not be reached: .*ECONNREFUSED/);
  });
});

describe('answers that are not stamps', () => {
  /** A server that answers every request with `status` and `body`. */
  async function answering(status: number, body: string, type = 'text/xml') {
    const server = createHttpServer((_request, response) => {
      response.writeHead(status, { 'Content-Type': type }).end(body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    return {
      client: createFinkokPac({ url: `http://127.0.0.1:${port}`, username: 'u', password: 'p' }),
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  const fault = (code: string, text: string) =>
    `<senv:Envelope xmlns:senv="http://schemas.xmlsoap.org/soap/envelope/"><senv:Body><senv:Fault>` +
    `<faultcode>senv:${code}</faultcode><faultstring>${text}</faultstring></senv:Fault></senv:Body></senv:Envelope>`;

  it.each([
    {
      what: "a Server fault (the PAC's own trouble)",
      status: 500,
      body: fault('Server', "'NoneType' object has no attribute 'date'"),
      kind: 'unreachable',
      message: /SOAP fault: 'NoneType' object/,
    },
    {
      what: 'a Client fault',
      status: 500,
      body: fault('Client', 'Bad request'),
      kind: 'refused',
      message: /SOAP fault: Bad request/,
    },
    {
      what: 'an HTTP error page',
      status: 502,
      body: '<html>Bad gateway</html>',
      kind: 'unreachable',
      message: /answered HTTP 502/,
    },
    {
      what: 'an envelope without a stampResult',
      status: 200,
      body: fault('Server', 'x').replace(/<senv:Fault>.*<\/senv:Fault>/, ''),
      kind: 'unreachable',
      message: /gave no stamp answer/,
    },
  ])('reads $what', async ({ status, body, kind, message }) => {
    const server = await answering(status, body);
    try {
      const error = await failure(server.client.stamp('<cfdi:Comprobante/>'));
      expect(error.kind).toBe(kind);
      expect(error.message).toMatch(message);
    } finally {
      await server.close();
    }
  });
});
