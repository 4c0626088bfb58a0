import { X509Certificate, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFinkokPac } from '#product/billing/pac/finkok-pac.ts';
import { startTestPac, type TestPac } from '#product/billing/pac/test-pac-server.ts';
import {
  makeSealingCertificate,
  sealCfdi,
  verifySatSeal,
  type SealingCertificate,
} from './pac-fixtures.ts';

// The local test PAC on its own (issue 39): Finkok's wire format as Finkok's documentation
// writes requests (prefixed elements, the .wsdl address), its state kept across a restart, and
// the behaviours the tests and the demo ask of it.

let csd: SealingCertificate;
let pac: TestPac;
let folio = 4000;
const nextFolio = () => String((folio += 1));

beforeAll(async () => {
  [pac, csd] = await Promise.all([startTestPac(), makeSealingCertificate()]);
});

afterAll(async () => {
  await pac?.close();
});

/** A request written as Finkok's own examples write it. */
function envelope(service: 'stamp' | 'cancel', call: string): string {
  return (
    `<?xml version="1.0" encoding="UTF-8"?>` +
    `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"` +
    ` xmlns:ns="http://facturacion.finkok.com/${service}" xmlns:apps="apps.services.soap.core.views">` +
    `<soapenv:Header/><soapenv:Body>${call}</soapenv:Body></soapenv:Envelope>`
  );
}

async function post(path: string, body: string) {
  const response = await fetch(pac.url + path, {
    method: 'POST',
    headers: { 'Content-Type': 'text/xml; charset=utf-8' },
    body,
  });
  return { status: response.status, text: await response.text() };
}

function stampCall(method: string, xml: string): string {
  return envelope(
    'stamp',
    `<ns:${method}><ns:xml>${Buffer.from(xml).toString('base64')}</ns:xml>` +
      `<ns:username>u</ns:username><ns:password>p</ns:password></ns:${method}>`,
  );
}

describe("Finkok's wire format", () => {
  it('stamps a request written with prefixes, at the .wsdl address too', async () => {
    const sealed = await sealCfdi(csd, nextFolio());
    const first = await post('/servicios/soap/stamp.wsdl', stampCall('stamp', sealed));
    expect(first.status).toBe(200);
    expect(first.text).toMatch(
      /<senv:Body><tns:stampResponse><tns:stampResult><s0:xml>&lt;\?xml version="1\.0"/,
    );
    expect(first.text).toContain(
      '<s0:CodEstatus>Comprobante timbrado satisfactoriamente</s0:CodEstatus>',
    );
    expect(first.text).toContain('<s0:Incidencias/>');
    const uuid = /<s0:UUID>([^<]+)<\/s0:UUID>/.exec(first.text)?.[1];

    // quick_stamp answers an earlier stamp with 307 alone; stamped returns it.
    const quick = await post('/servicios/soap/stamp', stampCall('quick_stamp', sealed));
    expect(quick.text).toContain('<s0:CodigoError>307</s0:CodigoError>');
    expect(quick.text).not.toContain('<s0:xml>');
    const stamped = await post('/servicios/soap/stamp', stampCall('stamped', sealed));
    expect(stamped.text).toContain(`<s0:UUID>${uuid}</s0:UUID>`);
  });

  it('answers `stamped` for a CFDI it never stamped with 603', async () => {
    const sealed = await sealCfdi(csd, nextFolio());
    const answer = await post('/servicios/soap/stamp', stampCall('stamped', sealed));
    expect(answer.text).toContain('<s0:CodigoError>603</s0:CodigoError>');
    expect(pac.calls().stamped).toBeGreaterThan(0);
  });

  it('refuses a cancellation whose key is not encrypted with the password (704)', async () => {
    const certificate = new X509Certificate(csd.certificateDer).toString();
    const cancel = (key: string) =>
      envelope(
        'cancel',
        `<ns:cancel><ns:UUIDS><apps:UUID UUID="${randomUUID()}" Motivo="02" FolioSustitucion=""/></ns:UUIDS>` +
          `<ns:username>u</ns:username><ns:password>p</ns:password><ns:taxpayer_id>${csd.rfc}</ns:taxpayer_id>` +
          `<ns:cer>${Buffer.from(certificate).toString('base64')}</ns:cer>` +
          `<ns:key>${Buffer.from(key).toString('base64')}</ns:key><ns:store_pending>false</ns:store_pending></ns:cancel>`,
      );
    const open = csd.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const otherPassword = csd.privateKey
      .export({ type: 'pkcs8', format: 'pem', cipher: 'des-ede3-cbc', passphrase: 'otra' })
      .toString();
    for (const key of [open, otherPassword]) {
      const answer = await post('/servicios/soap/cancel', cancel(key));
      expect(answer.text).toContain(
        '<s0:CodEstatus>704 Error con la contraseña de la llave privada</s0:CodEstatus>',
      );
    }
  });

  it('answers an unknown method with a SOAP fault and a GET with a note', async () => {
    const fault = await post('/servicios/soap/stamp', envelope('stamp', '<ns:sign_stamp/>'));
    expect(fault.status).toBe(500);
    expect(fault.text).toContain('<faultstring>Unknown method: sign_stamp</faultstring>');
    const get = await fetch(`${pac.url}/servicios/soap/stamp.wsdl`);
    expect(get.status).toBe(404);
    expect(await get.text()).toMatch(/speaks Finkok's SOAP/);
  });
});

describe('its behaviours', () => {
  it('waits delayMs before answering', async () => {
    const slow = await startTestPac({ delayMs: 300 });
    try {
      const client = createFinkokPac({ url: slow.url, username: 'u', password: 'p' });
      const started = Date.now();
      await client.stamp(await sealCfdi(csd, nextFolio()));
      expect(Date.now() - started).toBeGreaterThanOrEqual(300);
    } finally {
      await slow.close();
    }
  });

  it('keeps its certificate and stamps in its state file across a restart', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'rumbo-test-pac-state-'));
    const statePath = join(dir, 'test-pac.json');
    try {
      const sealed = await sealCfdi(csd, nextFolio());
      const first = await startTestPac({ statePath });
      const stamp = await createFinkokPac({ url: first.url, username: 'u', password: 'p' }).stamp(
        sealed,
      );
      await first.close();

      const second = await startTestPac({ statePath });
      try {
        expect(second.certificateNumber).toBe(first.certificateNumber);
        expect(second.stampCount()).toBe(1);
        const client = createFinkokPac({ url: second.url, username: 'u', password: 'p' });
        expect(await client.stamp(sealed)).toEqual({ ...stamp, previouslyStamped: true });
        expect((await verifySatSeal(stamp.xml, second.certificatePem)).verdict).toBe('Verified OK');
        const cancellation = await client.cancel({
          uuid: stamp.uuid,
          issuerRfc: csd.rfc,
          reason: '02',
          csd: { certificate: csd.certificateDer, privateKey: csd.privateKey },
        });
        expect(cancellation.status).toBe('cancelled');
      } finally {
        await second.close();
      }
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('can be told to refuse, and to stop refusing, while it runs', async () => {
    const client = createFinkokPac({ url: pac.url, username: 'u', password: 'p' });
    pac.set({ refuse: { code: '708', message: 'No se pudo conectar al SAT (prueba)' } });
    try {
      await expect(client.stamp(await sealCfdi(csd, nextFolio()))).rejects.toMatchObject({
        kind: 'refused',
        pacCode: '708',
        message: 'The PAC refused the CFDI: 708 No se pudo conectar al SAT (prueba)',
      });
    } finally {
      pac.set({ refuse: undefined });
    }
    await expect(client.stamp(await sealCfdi(csd, nextFolio()))).resolves.toMatchObject({
      previouslyStamped: false,
    });
  });
});
