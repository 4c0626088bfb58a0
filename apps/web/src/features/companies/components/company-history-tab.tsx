import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { companyUsersQuery } from '#data/users/company-users-query.ts';
import { useRecordHistory } from '#data/history/use-record-history.ts';
import { RecordHistoryPanel } from '#ui/history/record-history-panel.tsx';
import { recordFieldLabel } from '#ui/record-field-label.ts';

export type CompanyHistoryTabProps = {
  companyId: string;
  /** The company's version on the server: the history is read again when it moves. */
  version: string;
  hasUnsavedChanges: boolean;
  /** An undo was saved: the form shows the company as it now is. */
  onUndone: () => void;
};

// Fields the form shows as a section rather than a labelled input, by that section's title.
const SECTION_LABELS: Readonly<Record<string, string>> = {
  documents: 'companies.sections.documents',
  documentFiles: 'companies.sections.documents',
  moduleAccess: 'companies.sections.modules',
  superusers: 'companies.sections.superusers',
  superuser: 'history.companyFields.superuser',
  brandLogo: 'companies.fields.logoFile',
};

// Where the items of the company's JSON lists label their fields.
const MEMBER_PREFIXES: Readonly<Record<string, string>> = {
  moduleAccess: 'companies.modules',
  documents: 'companies.documents',
};

// Membership and module windows are calendar days (docs/decisions/037), shown as the day.
const DAY_FIELDS: ReadonlySet<string> = new Set([
  'membershipStartAt',
  'membershipEndAt',
  'start',
  'end',
]);

// Fields that hold users of the company by id: named as the superusers field names them.
const USER_FIELDS: ReadonlySet<string> = new Set(['superusers', 'superuser']);

/**
 * The History tab of a saved company: its changes in the form's labels, its superusers by name
 * (an id the company's users no longer hold as stored), and undo.
 */
export function CompanyHistoryTab(props: CompanyHistoryTabProps) {
  const translation = useTranslation();
  const { i18n } = translation;
  // Looked up untyped: the keys are built from stored names and checked with `exists` first.
  const translate = translation.t as unknown as (key: string) => string;
  const known = (key: string | undefined) => (key && i18n.exists(key) ? translate(key) : null);
  const members = useQuery(companyUsersQuery(props.companyId));
  const nameOf = (id: string) => {
    const user = members.data?.find((member) => member.id === id);
    return user ? user.nombreCompleto || user.email || id : id;
  };
  const userNames = (field: string, value: unknown) => {
    if (!USER_FIELDS.has(field)) return undefined;
    if (typeof value === 'string') return nameOf(value);
    return Array.isArray(value) ? value.map((id) => nameOf(String(id))).join(', ') : undefined;
  };
  const history = useRecordHistory({
    collection: 'companies',
    recordId: props.companyId,
    version: props.version,
    onUndone: props.onUndone,
  });
  return (
    <RecordHistoryPanel
      history={history}
      fieldLabel={(field) =>
        known(SECTION_LABELS[field]) ?? recordFieldLabel(translation, 'companies', field)
      }
      memberLabel={(field, member) => known(`${MEMBER_PREFIXES[field]}.${member}`) ?? member}
      dayFields={DAY_FIELDS}
      valueLabel={userNames}
      hasUnsavedChanges={props.hasUnsavedChanges}
    />
  );
}
