import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFinkokPac } from '#product/billing/pac/finkok-pac.ts';
import { PacError, type Pac, type PacStatusRequest } from '#product/billing/pac/pac.ts';
import { startTestPac, type TestPac } from '#product/billing/pac/test-pac-server.ts';
import { findElement } from '#product/billing/pac/xml-text.ts';
import { makeSealingCertificate, sealCfdi, type SealingCertificate } from './pac-fixtures.ts';

// Finkok's get_sat_status through the adapter against the local test PAC (decision 081): the
// SAT finds a CFDI by UUID, issuer, receiver and total; a cancellation "En proceso" stays
// pending until the receiver answers, and the SAT cancels it 72 hours on without an answer.

const HOUR = 3_600_000;

let pac: TestPac;
let adapter: Pac;
let csd: SealingCertificate;
let folio = 7000;
let ahead = 0;

beforeAll(async () => {
  [pac, csd] = await Promise.all([
    startTestPac({ now: () => new Date(Date.now() + ahead) }),
    makeSealingCertificate(),
  ]);
  adapter = createFinkokPac({ url: pac.url, username: 'rumbo', password: 'secreto' });
});

afterAll(async () => {
  await pac?.close();
});

/** A CFDI stamped now, as the status query names it. */
async function stamped(): Promise<PacStatusRequest> {
  folio += 1;
  const { uuid, xml } = await adapter.stamp(await sealCfdi(csd, String(folio)));
  return {
    uuid,
    issuerRfc: csd.rfc,
    receiverRfc: findElement(xml, 'Receptor')?.attributes['Rfc'] ?? '',
    total: findElement(xml, 'Comprobante')?.attributes['Total'] ?? '',
  };
}

const cancel = (uuid: string, needsAcceptance: boolean) => {
  pac.set({ cancellationNeedsAcceptance: needsAcceptance });
  return adapter.cancel({
    uuid,
    issuerRfc: csd.rfc,
    reason: '02',
    csd: { certificate: csd.certificateDer, privateKey: csd.privateKey },
  });
};

describe('where a CFDI stands before the SAT', () => {
  it.each<[string, (uuid: string) => Promise<unknown>, { state: string; cancellation: string }]>([
    ['never asked to cancel', async () => {}, { state: 'active', cancellation: '' }],
    [
      'cancelled without the receiver',
      (uuid) => cancel(uuid, false),
      { state: 'cancelled', cancellation: 'Cancelado sin aceptación' },
    ],
    [
      'waiting for the receiver',
      (uuid) => cancel(uuid, true),
      { state: 'pending', cancellation: 'En proceso' },
    ],
    [
      'accepted by the receiver',
      async (uuid) => {
        await cancel(uuid, true);
        await pac.answerCancellation(uuid, true);
      },
      { state: 'cancelled', cancellation: 'Cancelado con aceptación' },
    ],
    [
      'refused by the receiver',
      async (uuid) => {
        await cancel(uuid, true);
        await pac.answerCancellation(uuid, false);
      },
      { state: 'active', cancellation: 'Solicitud rechazada' },
    ],
  ])('%s', async (_, before, expected) => {
    const cfdi = await stamped();
    await before(cfdi.uuid);
    expect(await adapter.satStatus(cfdi)).toEqual(expected);
  });

  it('the receiver’s 72 hours run out: cancelled ("Plazo vencido")', async () => {
    const cfdi = await stamped();
    await cancel(cfdi.uuid, true);
    try {
      ahead = 71 * HOUR;
      expect((await adapter.satStatus(cfdi)).state).toBe('pending');
      ahead = 73 * HOUR;
      expect(await adapter.satStatus(cfdi)).toEqual({
        state: 'cancelled',
        cancellation: 'Plazo vencido',
      });
    } finally {
      ahead = 0;
    }
  });

  it('a refused request may be asked again, and waits again', async () => {
    const cfdi = await stamped();
    await cancel(cfdi.uuid, true);
    await pac.answerCancellation(cfdi.uuid, false);
    expect((await cancel(cfdi.uuid, true)).status).toBe('pending');
    expect((await adapter.satStatus(cfdi)).state).toBe('pending');
  });

  it.each<[string, Partial<PacStatusRequest>]>([
    ['another receiver', { receiverRfc: 'XAXX010101000' }],
    ['another total', { total: '1.00' }],
    ['another issuer', { issuerRfc: 'AAA010101AAA' }],
    ['a UUID never stamped', { uuid: '6F3E1B0C-0000-4000-8000-000000000000' }],
  ])('with %s the SAT does not find it: asked again later', async (_, change) => {
    const cfdi = await stamped();
    const error = await adapter.satStatus({ ...cfdi, ...change }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PacError);
    expect(error).toMatchObject({ kind: 'unreachable' });
    expect((error as PacError).message).toBe(
      'The SAT does not know this CFDI yet: N - 602: Comprobante no encontrado.',
    );
  });

  it('an account the PAC does not accept is a credentials error', async () => {
    const strict = await startTestPac({ username: 'rumbo', password: 'secreto' });
    try {
      const wrong = createFinkokPac({ url: strict.url, username: 'rumbo', password: 'otra' });
      const error = await wrong.satStatus(await stamped()).catch((e: unknown) => e);
      expect(error).toMatchObject({ kind: 'credentials', pacCode: '300' });
    } finally {
      await strict.close();
    }
  });
});
