import type { CompaniesRecord, MarginRule, MarginRules } from '@rumbo/domain';
import { saveCompany } from '../companies/save-company.ts';
import type { VersionedSave } from '../repository/repository-types.ts';

// A company's margin rules (issue 38, decision 075) live on its record (`marginRules`, JSON):
// they are saved as the rest of My company is, a versioned company update.

const KINDS = new Set(['percent', 'fixed']);

/** The company's rules as stored, or none when it has not set any (or they are not readable). */
export function marginRulesOf(company: Pick<CompaniesRecord, 'marginRules'>): MarginRules {
  const stored = company.marginRules as { charges?: unknown; quote?: unknown } | null | undefined;
  const charges = Array.isArray(stored?.charges) ? stored.charges : [];
  return {
    charges: charges.flatMap((rule) => {
      const charge = (rule as { charge?: unknown } | null)?.charge;
      const read = readRule(rule);
      return typeof charge === 'string' && read ? [{ charge, ...read }] : [];
    }),
    quote: readRule(stored?.quote),
  };
}

function readRule(value: unknown): MarginRule | null {
  if (typeof value !== 'object' || value === null) return null;
  const { kind, value: amount, currency } = value as Record<string, unknown>;
  if (typeof kind !== 'string' || !KINDS.has(kind) || typeof amount !== 'number') return null;
  const rule: MarginRule = { kind: kind as MarginRule['kind'], value: amount };
  return typeof currency === 'string' && currency ? { ...rule, currency } : rule;
}

/**
 * Saves the company's margin rules over the record the screen opened (a colleague's change
 * meanwhile is merged, or put to the person); the server checks each rule where it is.
 */
export function saveMarginRules(
  company: CompaniesRecord,
  rules: MarginRules,
  ask: VersionedSave['ask'],
): Promise<CompaniesRecord> {
  return saveCompany({
    id: company.id,
    body: { marginRules: rules },
    versioned: { base: company, ask },
  });
}
