import { useTranslation } from 'react-i18next';
import { useRecordHistory } from '#data/history/use-record-history.ts';
import type { StoredRecord } from '#data/repository/repository-types.ts';
import { RecordHistoryPanel } from '#ui/history/record-history-panel.tsx';
import { recordFieldLabel } from '#ui/record-field-label.ts';

export type UserFormHistoryProps = {
  userId: string;
  /** The user's version on the server: the history is read again when it moves. */
  version: string;
  hasUnsavedChanges: boolean;
  /** An undo was saved: the form shows the user as it now is. */
  onUndone: (record: StoredRecord) => void;
};

/**
 * The History tab of a user: changes in the form's labels (the account's own fields, which the
 * form does not show, named too; passwords and session keys only as changed), and undo.
 */
export function UserFormHistory(props: UserFormHistoryProps) {
  const translation = useTranslation();
  const { i18n } = translation;
  const history = useRecordHistory({
    collection: 'users',
    recordId: props.userId,
    version: props.version,
    onUndone: props.onUndone,
  });
  const fieldLabel = (field: string) => {
    const key = `history.userFields.${field}`;
    // Looked up untyped: the key is built from a field name and checked with `exists` first.
    if (i18n.exists(key)) return (translation.t as unknown as (key: string) => string)(key);
    return recordFieldLabel(translation, 'users', field);
  };
  return (
    <RecordHistoryPanel
      history={history}
      fieldLabel={fieldLabel}
      hasUnsavedChanges={props.hasUnsavedChanges}
    />
  );
}
