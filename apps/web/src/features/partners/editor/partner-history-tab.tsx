import { useTranslation } from 'react-i18next';
import { useRecordHistory } from '#data/history/use-record-history.ts';
import type { StoredRecord } from '#data/repository/repository-types.ts';
import { RecordHistoryPanel } from '#ui/history/record-history-panel.tsx';
import { recordFieldLabel } from '#ui/record-field-label.ts';

export type PartnerHistoryTabProps = {
  partnerId: string;
  /** The partner's contacts now: a change inside one is named by the contact's name. */
  contacts: readonly { id: string; nombre: string }[];
  /** The partner's version on the server: the history is read again when it moves. */
  version: string;
  hasUnsavedChanges: boolean;
  /** An undo was saved: the form shows the partner as it now is. */
  onUndone: (record: StoredRecord) => void;
};

/** The History tab of a saved partner: its changes in the form's labels, and undo. */
export function PartnerHistoryTab(props: PartnerHistoryTabProps) {
  const translation = useTranslation();
  const history = useRecordHistory({
    collection: 'partners',
    recordId: props.partnerId,
    version: props.version,
    onUndone: props.onUndone,
  });
  const label = (field: string) => recordFieldLabel(translation, 'partners', field);
  const contactName = (field: string, id: string) =>
    field === 'contacts'
      ? props.contacts.find((contact) => contact.id === id)?.nombre || undefined
      : undefined;
  return (
    <RecordHistoryPanel
      history={history}
      fieldLabel={label}
      memberLabel={(field, member) => contactName(field, member) ?? label(member)}
      hasUnsavedChanges={props.hasUnsavedChanges}
    />
  );
}
