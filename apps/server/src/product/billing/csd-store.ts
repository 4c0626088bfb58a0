import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { REPLACES_COMPANY_CSD } from '@rumbo/domain';
import type { KeyObject } from 'node:crypto';
import type { Core } from '../../core/create-core.ts';
import type { RequestContext } from '../../core/records/identity.ts';
import { matchesRule, toRequestInfo } from '../../core/records/record-access.ts';
import { formatDateTime } from '../../tools/dates.ts';
import { newId } from '../../tools/ids.ts';
import { fieldError, notFound, validationError } from '../../tools/errors.ts';
import { CsdError, openStoredKey, encryptKey, readCsd, type CsdFiles } from './cfdi/csd.ts';
import { collectionNamed, inTransaction, writeServerFields } from './server-writes.ts';

/**
 * The server's secret that CSD keys are encrypted with (decision 080): `CSD_SECRET` (32 bytes,
 * base64 or hex) where instances share a database, else a file of the data directory made on
 * first use, readable by the server's user only, and never inside the database or its backups.
 */
export function resolveCsdSecret(configured: string | undefined, dataDir: string | null): Buffer {
  if (configured) {
    const bytes = /^[0-9a-f]{64}$/i.test(configured)
      ? Buffer.from(configured, 'hex')
      : Buffer.from(configured, 'base64');
    if (bytes.length !== 32) throw new Error('CSD_SECRET must be 32 bytes, in base64 or hex.');
    return bytes;
  }
  if (!dataDir) return randomBytes(32);
  const file = path.join(dataDir, 'csd-secret.key');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
  }
  return Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
}

/** Which field of the upload each refusal of a CSD is about. */
const FIELD_OF: Record<CsdError['code'], 'certificate' | 'key' | 'password'> = {
  certificate_unreadable: 'certificate',
  not_a_seal_certificate: 'certificate',
  expired: 'certificate',
  not_yet_valid: 'certificate',
  key_unreadable: 'key',
  key_mismatch: 'key',
  stored_key_unreadable: 'key',
  wrong_password: 'password',
};

/** A company's CSD ready to seal: its number, certificate and key. */
export type CompanyCsd = {
  certificateNumber: string;
  rfc: string;
  certificateBase64: string;
  validFrom: string;
  validTo: string;
  privateKey: KeyObject;
};

/**
 * Replaces a company's CSD (issue 39): only its superusers (while the membership is active) and
 * platform admins; anyone else gets the 404 of a company they cannot change. The certificate
 * must be readable, current, the key its own and opened by the password, and its RFC the
 * company's. The key is kept encrypted; the password is not kept at all.
 */
export async function replaceCompanyCsd(
  core: Core,
  ctx: RequestContext,
  companyId: string,
  files: CsdFiles,
  options: { secret: Buffer; now: Date },
) {
  const companies = collectionNamed(core, 'companies');
  const allowed =
    ctx.identity.kind === 'admin' ||
    (ctx.identity.kind === 'record' &&
      (await matchesRule({
        db: core.db,
        collections: core.collections,
        collection: companies,
        id: companyId,
        expression: REPLACES_COMPANY_CSD,
        request: toRequestInfo(ctx),
      })));
  if (!allowed) throw notFound();
  const company = await core.reader.findById(companies, companyId);
  if (!company) throw notFound();
  let csd;
  try {
    csd = readCsd(files, options.now);
  } catch (error) {
    if (!(error instanceof CsdError)) throw error;
    throw validationError({
      [FIELD_OF[error.code]]: fieldError(`validation_csd_${error.code}`, error.message),
    });
  }
  const companyRfc = String(company.rfc ?? '')
    .trim()
    .toUpperCase();
  if (companyRfc !== '' && companyRfc !== csd.rfc)
    throw validationError({
      certificate: fieldError(
        'validation_csd_rfc',
        `The certificate's RFC ${csd.rfc} is not the company's ${companyRfc}.`,
      ),
    });
  const encryptedKey = encryptKey(
    csd.privateKey.export({ format: 'der', type: 'pkcs8' }) as Buffer,
    options.secret,
  );
  const stored = {
    certificateNumber: csd.certificateNumber,
    rfc: csd.rfc,
    certificate: csd.certificateBase64,
    encryptedKey,
    validFrom: formatDateTime(new Date(csd.validFrom)),
    validTo: formatDateTime(new Date(csd.validTo)),
  };
  return inTransaction(core, async (changes) => {
    const now = formatDateTime(options.now);
    const updated = await core.db.run(
      `UPDATE "company_csd" SET "certificateNumber" = ?, "rfc" = ?, "certificate" = ?, "encryptedKey" = ?, "validFrom" = ?, "validTo" = ?, "updated" = ? WHERE "company" = ?`,
      [...Object.values(stored), now, companyId],
    );
    if (updated.changes === 0)
      await core.db.run(
        `INSERT INTO "company_csd" ("id", "company", "certificateNumber", "rfc", "certificate", "encryptedKey", "validFrom", "validTo", "created", "updated") VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        [newId(), companyId, ...Object.values(stored), now, now],
      );
    return writeServerFields(core, companies, companyId, ctx, changes, () => ({
      csdNumber: csd.certificateNumber,
      csdRfc: csd.rfc,
      csdValidFrom: stored.validFrom,
      csdValidTo: stored.validTo,
    }));
  });
}

/** The company's CSD with its key opened, or null when it has none. */
export async function companyCsd(
  core: Core,
  companyId: string,
  secret: Buffer,
): Promise<CompanyCsd | null> {
  const row = await core.db.get<Record<string, unknown>>(
    `SELECT "certificateNumber", "rfc", "certificate", "encryptedKey", "validFrom", "validTo" FROM "company_csd" WHERE "company" = ?`,
    [companyId],
  );
  if (!row) return null;
  return {
    certificateNumber: String(row.certificateNumber),
    rfc: String(row.rfc),
    certificateBase64: String(row.certificate),
    validFrom: String(row.validFrom),
    validTo: String(row.validTo),
    privateKey: openedKey(String(row.encryptedKey), secret),
  };
}

/**
 * The stored key opened with the server's secret; a key this server cannot open (another
 * instance's secret, decision 080) is refused at `csd` with what to do, never a 500.
 */
function openedKey(stored: string, secret: Buffer): KeyObject {
  try {
    return openStoredKey(stored, secret);
  } catch (error) {
    if (!(error instanceof CsdError)) throw error;
    throw validationError(
      {
        csd: fieldError(
          'csdUnreadable',
          "This server cannot open the company's CSD key: upload the CSD again in My company (or give every instance the same CSD_SECRET).",
        ),
      },
      "The company's CSD cannot be opened.",
    );
  }
}
