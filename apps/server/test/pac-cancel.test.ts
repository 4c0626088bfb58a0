import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFinkokPac } from '#product/billing/pac/finkok-pac.ts';
import { PacError, type Pac, type PacCancelRequest } from '#product/billing/pac/pac.ts';
import { startTestPac, type TestPac } from '#product/billing/pac/test-pac-server.ts';
import { makeSealingCertificate, sealCfdi, type SealingCertificate } from './pac-fixtures.ts';

// Cancelling through the Finkok adapter against the local test PAC (issue 39): the SAT's
// reasons 01–04, 01 only with the replacing CFDI's UUID; the issuer's CSD sent as Finkok asks
// (certificate PEM, key PEM encrypted with the account's password); asking twice is harmless.

let pac: TestPac;
let adapter: Pac;
let csd: SealingCertificate;
let folio = 3000;

beforeAll(async () => {
  [pac, csd] = await Promise.all([startTestPac(), makeSealingCertificate()]);
  adapter = createFinkokPac({ url: pac.url, username: 'rumbo', password: 'secreto' });
});

afterAll(async () => {
  await pac?.close();
});

async function stampedUuid(): Promise<string> {
  folio += 1;
  return (await adapter.stamp(await sealCfdi(csd, String(folio)))).uuid;
}

function request(uuid: string, reason: PacCancelRequest['reason'], replacementUuid?: string) {
  return {
    uuid,
    issuerRfc: csd.rfc,
    reason,
    ...(replacementUuid ? { replacementUuid } : {}),
    csd: { certificate: csd.certificateDer, privateKey: csd.privateKey },
  } satisfies PacCancelRequest;
}

async function failure(promise: Promise<unknown>): Promise<PacError> {
  try {
    await promise;
  } catch (error) {
    if (error instanceof PacError) return error;
    throw error;
  }
  throw new Error('expected a PacError');
}

describe('cancelling a stamped CFDI', () => {
  it('refuses reason 01 without the replacing UUID, and takes it with one', async () => {
    const uuid = await stampedUuid();
    const replacement = await stampedUuid();

    const error = await failure(adapter.cancel(request(uuid, '01')));
    expect(error.kind).toBe('refused');
    expect(error.message).toBe(
      'The PAC refused the cancellation: El motivo 01 requiere el FolioSustitucion (UUID que sustituye)',
    );

    const cancelled = await adapter.cancel(request(uuid, '01', replacement));
    expect(cancelled.status).toBe('cancelled');
    expect(cancelled.acknowledgement).toContain(
      `<UUID>${uuid}</UUID><EstatusUUID>201</EstatusUUID>`,
    );
  });

  it('cancels with reason 02, and says cancelled again when asked twice (202)', async () => {
    const uuid = await stampedUuid();
    expect(await adapter.cancel(request(uuid, '02'))).toMatchObject({ status: 'cancelled' });
    const again = await adapter.cancel(request(uuid, '02'));
    expect(again.status).toBe('cancelled');
    expect(again.acknowledgement).toContain('<EstatusUUID>202</EstatusUUID>');
  });

  it('cancels with reasons 03 and 04', async () => {
    for (const reason of ['03', '04'] as const)
      expect(await adapter.cancel(request(await stampedUuid(), reason))).toMatchObject({
        status: 'cancelled',
      });
  });

  it('says pending while the receiver must accept', async () => {
    const uuid = await stampedUuid();
    pac.set({ cancellationNeedsAcceptance: true });
    try {
      expect(await adapter.cancel(request(uuid, '02'))).toMatchObject({ status: 'pending' });
    } finally {
      pac.set({ cancellationNeedsAcceptance: false });
    }
  });

  it('refuses a UUID it never stamped (205)', async () => {
    const uuid = randomUUID().toUpperCase();
    const error = await failure(adapter.cancel(request(uuid, '02')));
    expect(error).toMatchObject({ kind: 'refused', pacCode: '205' });
    expect(error.message).toBe('The PAC refused the cancellation: 205 UUID no existe');
  });

  it("refuses another issuer's CFDI (203)", async () => {
    const uuid = await stampedUuid();
    const other = await makeSealingCertificate('AAA010101AAA', 'OTRA EMPRESA');
    const error = await failure(
      adapter.cancel({
        ...request(uuid, '02'),
        issuerRfc: other.rfc,
        csd: { certificate: other.certificateDer, privateKey: other.privateKey },
      }),
    );
    expect(error).toMatchObject({ kind: 'refused', pacCode: '203' });
  });

  it("refuses a certificate that is not the issuer's (711)", async () => {
    const uuid = await stampedUuid();
    const error = await failure(
      adapter.cancel({ ...request(uuid, '02'), issuerRfc: 'AAA010101AAA' }),
    );
    expect(error).toMatchObject({ kind: 'refused', pacCode: '711' });
    expect(error.message).toMatch(
      /^The PAC refused the cancellation: 711 Error con el certificado/,
    );
  });

  it('reports an account the PAC does not accept as credentials (300)', async () => {
    const strict = await startTestPac({ username: 'rumbo', password: 'secreto' });
    try {
      const wrong = createFinkokPac({ url: strict.url, username: 'rumbo', password: 'otra' });
      const error = await failure(wrong.cancel(request(randomUUID(), '02')));
      expect(error).toMatchObject({ kind: 'credentials', pacCode: '300' });
      expect(error.message).toBe(
        'The PAC did not accept the account: 300 Usuario y contraseña inválidos',
      );
    } finally {
      await strict.close();
    }
  });
});
