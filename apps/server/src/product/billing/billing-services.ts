import path from 'node:path';
import type { Core } from '../../core/create-core.ts';
import { resolveCsdSecret } from './csd-store.ts';
import { createFinkokPac } from './pac/finkok-pac.ts';
import type { Pac } from './pac/pac.ts';
import { startTestPac, type TestPac } from './pac/test-pac-server.ts';
import type { StampingServices } from './cfdi-stamping.ts';

/** The billing part of the server's options (README "Environment variables", decision 079). */
export type BillingOptions = {
  /** `CSD_SECRET`: 32 bytes (base64 or hex) the CSD keys are encrypted with. */
  csdSecret?: string;
  /** `PAC_URL`, `PAC_USERNAME`, `PAC_PASSWORD`: the Finkok account that stamps. */
  pac?: { url: string; username: string; password: string };
  /** How long a claim on a CFDI being stamped holds, should its instance die (default 60 s). */
  claimMs?: number;
  /** How long the PAC is given to answer one call (default 30 s). */
  pacTimeoutMs?: number;
  /** How often the SAT is asked about cancellations waiting for the client (default 15 min). */
  cancellationCheckMs?: number;
};

/** What the billing routes and hooks share once the module starts. */
export type BillingServices = StampingServices & {
  /** The secret CSD keys are encrypted with. */
  secret: Buffer;
  /** Whether stamps come from the local test PAC (the demo's, never valid before the SAT). */
  testStamps: boolean;
  /** That local test PAC, when it is the one stamping (the demo seed sets how it answers). */
  testPac?: TestPac;
  close(): Promise<void>;
};

/**
 * The PAC and the CSD secret (decisions 078, 080). With no PAC configured the server stamps with
 * the local test PAC, which speaks Finkok's protocol on a loopback port and keeps its stamps in
 * the data directory, so a demo's invoices are stamped at once and a restart keeps them; every
 * such stamp is marked as a test stamp.
 */
export async function startBillingServices(
  core: Core,
  clock: () => Date,
  options: BillingOptions = {},
): Promise<BillingServices> {
  const secret = resolveCsdSecret(options.csdSecret, core.dataDir);
  const base = { core, clock, claimMs: options.claimMs ?? 60_000, secret };
  if (options.pac)
    return {
      ...base,
      pac: createFinkokPac({ ...options.pac, timeoutMs: options.pacTimeoutMs }),
      testStamps: false,
      close: async () => {},
    };
  const testPac: TestPac = await startTestPac({
    statePath: core.dataDir ? path.join(core.dataDir, 'test-pac.json') : undefined,
  });
  return {
    ...base,
    pac: createFinkokPac({
      url: testPac.url,
      username: 'demo',
      password: 'demo',
      timeoutMs: options.pacTimeoutMs,
    }),
    testStamps: true,
    testPac,
    close: () => testPac.close(),
  };
}

export type { Pac };
