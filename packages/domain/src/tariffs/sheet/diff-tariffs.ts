import { tariffToDraft } from '../tariff-draft.ts';
import { tariffValidity } from '../tariff-validity.ts';
import type { Tariff, TariffDraft } from '../tariff-types.ts';
import { TARIFF_IDENTITY_FIELDS, tariffIdentityKey } from './tariff-identity.ts';
import { TARIFF_SHEET_COLUMNS } from './tariff-sheet-columns.ts';

/** The fields an upload may change on a line it matches: every field outside its identity. */
export const TARIFF_UPDATABLE_FIELDS: readonly (keyof TariffDraft)[] = TARIFF_SHEET_COLUMNS.map(
  (column) => column.field,
).filter((field) => !(TARIFF_IDENTITY_FIELDS as readonly string[]).includes(field));

export type TariffFieldChange = {
  field: keyof TariffDraft;
  before: TariffDraft[keyof TariffDraft];
  after: TariffDraft[keyof TariffDraft];
};

export type TariffLineChange = { tariff: Tariff; draft: TariffDraft; fields: TariffFieldChange[] };

export type TariffDiff = {
  /** Lines of the file no current line matches: to be created. */
  added: TariffDraft[];
  /** Lines matching a current line with other values: that line is to be updated. */
  changed: TariffLineChange[];
  /** Lines matching a current line exactly: nothing to do. */
  unchanged: { tariff: Tariff; draft: TariffDraft }[];
  /** Current lines the file does not mention: they stay as they are. */
  untouched: Tariff[];
};

/**
 * What publishing `incoming` (an upload's lines) would do to `current` (the company's lines) on
 * `today` (`YYYY-MM-DD`, business time). A line of the file matches the current, not expired,
 * line with the same identity (`tariffIdentityKey`: kind, mode, carrier, customer, origin,
 * destination, charge, basis, container type, cargo type, currency and valid-from); when several
 * current lines share it, the most recently updated one. Expired lines are history: never matched
 * nor listed. Only the updatable fields (`TARIFF_UPDATABLE_FIELDS`) are compared.
 */
export function diffTariffs(
  current: readonly Tariff[],
  incoming: readonly TariffDraft[],
  today: string,
): TariffDiff {
  const live = current
    .filter((tariff) => tariffValidity(tariff, today) !== 'expired')
    .sort((a, b) => (b.updated ?? '').localeCompare(a.updated ?? ''));
  const byKey = new Map<string, { tariff: Tariff; draft: TariffDraft }>();
  for (const tariff of live) {
    const draft = tariffToDraft(tariff);
    const key = tariffIdentityKey(draft);
    if (!byKey.has(key)) byKey.set(key, { tariff, draft });
  }
  const diff: TariffDiff = { added: [], changed: [], unchanged: [], untouched: [] };
  const matched = new Set<string>();
  for (const draft of incoming) {
    const key = tariffIdentityKey(draft);
    const match = matched.has(key) ? undefined : byKey.get(key);
    if (!match) {
      diff.added.push(draft);
      continue;
    }
    matched.add(key);
    const fields = changedFields(match.draft, draft);
    if (fields.length === 0) diff.unchanged.push({ tariff: match.tariff, draft });
    else diff.changed.push({ tariff: match.tariff, draft, fields });
  }
  const matchedIds = new Set([...diff.changed, ...diff.unchanged].map((line) => line.tariff.id));
  diff.untouched = live.filter((tariff) => !matchedIds.has(tariff.id));
  return diff;
}

function changedFields(before: TariffDraft, after: TariffDraft): TariffFieldChange[] {
  return TARIFF_UPDATABLE_FIELDS.filter(
    (field) => JSON.stringify(before[field]) !== JSON.stringify(after[field]),
  ).map((field) => ({ field, before: before[field], after: after[field] }));
}
