import type { KeyObject } from 'node:crypto';
import type { Core } from '../../core/create-core.ts';
import { validationError } from '../../tools/errors.ts';
import type { CfdiParty } from './cfdi/comprobante-parts.ts';
import { validateCfdiXml } from './cfdi/sat-tools.ts';
import { sealCfdi } from './cfdi/seal.ts';
import { withoutLegalForm } from './client-partner.ts';
import { companyCsd, type CompanyCsd } from './csd-store.ts';
import { csdProblems, type SealProblem } from './seal-refusal.ts';

// What sealing an invoice and sealing a payment complement share (issue 39): the issuer as the
// company stands, its CSD, and the seal checked against the SAT's schemas before it can leave.

/** The issuer and its CSD, with what is missing of them as problems at their fields. */
export async function issuerAndCsd(
  core: Core,
  company: string,
  options: { secret: Buffer; now: Date },
): Promise<{ issuer: CfdiParty; csd: CompanyCsd | null; problems: SealProblem[] }> {
  const row =
    (await core.db.get<Record<string, unknown>>('SELECT * FROM "companies" WHERE "id" = ?', [
      company,
    ])) ?? {};
  const issuer: CfdiParty = {
    rfc: String(row.rfc ?? '')
      .trim()
      .toUpperCase(),
    name: withoutLegalForm(String(row.razon_social || row.name || '')),
    regimen: String(row.regimenFiscal ?? '').trim(),
    postalCode: String(row.codigoPostal ?? '').trim(),
  };
  const problems = missing({
    'company.rfc': issuer.rfc,
    'company.razon_social': issuer.name,
    'company.regimenFiscal': issuer.regimen,
    'company.codigoPostal': issuer.postalCode,
  });
  const csd = await companyCsd(core, company, options.secret);
  problems.push(...csdProblems(csd, issuer.rfc, options.now));
  return { issuer, csd, problems };
}

/** A `required` problem for each field whose value is empty. */
export function missing(values: Record<string, string>): SealProblem[] {
  return Object.entries(values)
    .filter(([, value]) => value === '')
    .map(([field]) => ({ field, code: 'required', severity: 'block' }));
}

/** Seals the XML with the key and checks it against the SAT's schemas; refuses one that fails. */
export async function sealChecked(unsigned: string, key: KeyObject) {
  const sealed = await sealCfdi(unsigned, key);
  const validation = await validateCfdiXml(sealed.xml);
  if (!validation.valid)
    throw validationError(
      {
        cfdi: {
          code: 'validation_cfdi_schema',
          message: validation.problems.map((p) => p.message).join(' '),
        },
      },
      "The CFDI does not pass the SAT's schemas.",
    );
  return sealed;
}
