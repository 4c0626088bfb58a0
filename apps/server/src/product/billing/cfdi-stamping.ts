import type { Core } from '../../core/create-core.ts';
import type { RecordValues } from '../../core/records/record-codec.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { ApiError, badRequest, unavailable } from '../../tools/errors.ts';
import { newId, randomString } from '../../tools/ids.ts';
import { PacError, type Pac } from './pac/pac.ts';
import {
  collectionNamed,
  inTransaction,
  writeServerFields,
  type Changes,
} from './server-writes.ts';

/** What stamping needs of the server (decision 079). */
export type StampingServices = {
  core: Core;
  pac: Pac;
  clock: () => Date;
  /** How long a claim on a CFDI being stamped holds, should its instance die (default 60 s). */
  claimMs: number;
};

/** What is stamped: an invoice or a payment complement, and how it is sealed. */
export type StampTarget = {
  collection: 'invoices' | 'payments';
  /** The state before sealing, to which a refused CFDI returns. */
  unsealed: string;
  /** Refuses a record that is not to be stamped (a cancelled invoice, a payment without complement). */
  check(record: RecordValues): void;
  /** The sealed XML and what the record keeps of its sealing. */
  seal(
    record: RecordValues,
  ): Promise<{ xml: string; cadena: string; fields: Record<string, unknown> }>;
};

const STAMPED_STATES = new Set(['stamped', 'partiallyPaid', 'paid']);

/**
 * Stamps a CFDI exactly once (decision 079), whoever asks and however often:
 * 1. Sealing moves the record from its unsealed state to `sealed` in one transaction, with the
 *    sealed XML kept in `cfdi_documents` and a claim (token, until) on sending it. Only the
 *    request whose transaction finds the record unchanged seals; the others wait for it.
 * 2. The claim holder sends the sealed XML to the PAC, outside any transaction. The same XML is
 *    sent on every retry, and the PAC answers a CFDI it stamped before with that stamp, so a
 *    timeout, a lost answer or a dead instance never makes a second UUID.
 * 3. The stamp is written in one transaction while the record is still sealed. A refusal returns
 *    it to its unsealed state (the CFDI never reached the SAT) with the PAC's words; silence keeps
 *    it sealed with the claim released, so the next attempt (a person's or the sweep's) resends
 *    it. A claim whose instance died expires after `claimMs`.
 */
export async function stampCfdi(
  services: StampingServices,
  target: StampTarget,
  ctx: RequestContext,
  id: string,
): Promise<RecordValues> {
  const { core, clock, claimMs } = services;
  const collection = collectionNamed(core, target.collection);
  const deadline = clock().getTime() + claimMs + 10_000;
  for (;;) {
    const record = await core.reader.view(collection, id, ctx);
    const state = String(record.state);
    if (STAMPED_STATES.has(state)) return record;
    target.check(record);
    const token = randomString(24);
    let claimed: RecordValues | null = null;
    if (state === target.unsealed)
      claimed = await sealAndClaim(services, target, ctx, record, token);
    else if (state === 'sealed') claimed = await claim(services, target, ctx, id, token);
    else throw badRequest(`A ${state} record is not stamped.`);
    if (claimed) return send(services, target, ctx, claimed, token);
    // Another request holds the claim: wait for its outcome.
    if (clock().getTime() > deadline)
      throw unavailable('The CFDI is being stamped by another request; try again in a moment.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

async function sealAndClaim(
  services: StampingServices,
  target: StampTarget,
  ctx: RequestContext,
  record: RecordValues,
  token: string,
): Promise<RecordValues | null> {
  const { core, clock, claimMs } = services;
  const sealed = await target.seal(record);
  const collection = collectionNamed(core, target.collection);
  return inTransaction(core, async (changes) => {
    const current = await core.reader.findById(collection, String(record.id));
    // Changed since it was sealed (edited, or sealed by another request): seal again or wait.
    if (!current || current.updated !== record.updated) return null;
    const now = clock();
    await keepXml(core, target.collection, current, 'sealed', {
      xml: sealed.xml,
      cadena: sealed.cadena,
      uuid: '',
    });
    return writeServerFields(core, collection, String(record.id), ctx, changes, () => ({
      ...sealed.fields,
      state: 'sealed',
      sealedAt: formatDateTime(now),
      stampClaim: token,
      stampClaimUntil: formatDateTime(new Date(now.getTime() + claimMs)),
      stampError: '',
    }));
  });
}

async function claim(
  services: StampingServices,
  target: StampTarget,
  ctx: RequestContext | undefined,
  id: string,
  token: string,
): Promise<RecordValues | null> {
  const { core, clock, claimMs } = services;
  const collection = collectionNamed(core, target.collection);
  return inTransaction(core, async (changes) => {
    const current = await core.reader.findById(collection, id);
    const now = clock();
    if (!current || current.state !== 'sealed') return null;
    const held =
      String(current.stampClaim ?? '') !== '' &&
      String(current.stampClaimUntil ?? '') > formatDateTime(now);
    if (held) return null;
    return writeServerFields(core, collection, id, ctx, changes, () => ({
      stampClaim: token,
      stampClaimUntil: formatDateTime(new Date(now.getTime() + claimMs)),
    }));
  });
}

async function send(
  services: StampingServices,
  target: StampTarget,
  ctx: RequestContext | undefined,
  record: RecordValues,
  token: string,
): Promise<RecordValues> {
  const { core, pac, clock } = services;
  const collection = collectionNamed(core, target.collection);
  const kept = await core.db.get<{ xml: string }>(
    'SELECT "xml" FROM "cfdi_documents" WHERE "owner" = ? AND "record" = ?',
    [target.collection, String(record.id)],
  );
  if (!kept)
    throw new Error(`The sealed CFDI of ${target.collection} ${String(record.id)} is missing.`);
  let outcome: { stamp?: Awaited<ReturnType<Pac['stamp']>>; error?: PacError };
  try {
    outcome = { stamp: await pac.stamp(kept.xml) };
  } catch (error) {
    if (!(error instanceof PacError)) throw error;
    outcome = { error };
  }
  const ours = (current: RecordValues) =>
    current.state === 'sealed' && current.stampClaim === token;
  if (outcome.stamp) {
    const stamp = outcome.stamp;
    return inTransaction(core, async (changes: Changes) => {
      const current = await core.reader.findById(collection, String(record.id));
      if (!current || current.state !== 'sealed') return current ?? record;
      await keepXml(core, target.collection, current, 'stamped', {
        xml: stamp.xml,
        uuid: stamp.uuid,
      });
      return writeServerFields(core, collection, String(record.id), ctx, changes, () => ({
        state: 'stamped',
        uuid: stamp.uuid,
        stampedAt: formatDateTime(new Date(`${stamp.stampedAt}-06:00`)),
        stampClaim: '',
        stampClaimUntil: '',
        stampError: '',
      }));
    });
  }
  const error = outcome.error!;
  const refused = error.kind === 'refused';
  await inTransaction(core, async (changes) => {
    const current = await core.reader.findById(collection, String(record.id));
    if (!current || !ours(current)) return;
    if (refused)
      await core.db.run('DELETE FROM "cfdi_documents" WHERE "owner" = ? AND "record" = ?', [
        target.collection,
        String(record.id),
      ]);
    await writeServerFields(core, collection, String(record.id), ctx, changes, () => ({
      ...(refused ? { state: target.unsealed, sealedAt: '', certificateNumber: '' } : {}),
      stampClaim: '',
      stampClaimUntil: refused ? '' : formatDateTime(clock()),
      stampError: (refused ? error.message : silenceOf(error)).slice(0, 1000),
    }));
  });
  if (refused) throw badRequest(error.message);
  // The PAC's address and the details stay in the server's log; the person gets what to do.
  console.warn(`Stamping ${target.collection} ${String(record.id)}:`, error.message);
  throw new ApiError(503, silenceOf(error));
}

/** What a person is told when the PAC gave no stamp and no refusal. */
function silenceOf(error: PacError): string {
  return error.kind === 'credentials'
    ? "The PAC does not accept Rumbo's account (PAC_USERNAME, PAC_PASSWORD); the CFDI stays sealed and is sent again once it does."
    : `The PAC did not answer (${error.kind === 'timeout' ? 'no answer in time' : 'not reachable'}); the CFDI stays sealed and will be sent again.`;
}

/** Keeps a CFDI's XML as sealed or stamped, one row per record. */
export async function keepXml(
  core: Core,
  owner: 'invoices' | 'payments',
  record: RecordValues,
  stage: 'sealed' | 'stamped' | 'cancelled',
  values: { xml?: string; cadena?: string; uuid?: string; acknowledgement?: string },
): Promise<void> {
  const now = formatDateTime(new Date());
  const sets = Object.entries(values).filter(([, value]) => value !== undefined);
  const updated = await core.db.run(
    `UPDATE "cfdi_documents" SET "stage" = ?, ${sets.map(([k]) => `"${k}" = ?`).join(', ')}, "updated" = ? WHERE "owner" = ? AND "record" = ?`,
    [stage, ...sets.map(([, v]) => v), now, owner, String(record.id)],
  );
  if (updated.changes > 0) return;
  await core.db.run(
    `INSERT INTO "cfdi_documents" ("id", "company", "owner", "record", "stage", "uuid", "xml", "cadena", "acknowledgement", "created", "updated") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    [
      newId(),
      String(record.company),
      owner,
      String(record.id),
      stage,
      values.uuid ?? '',
      values.xml ?? '',
      values.cadena ?? '',
      values.acknowledgement ?? '',
      now,
      now,
    ],
  );
}
