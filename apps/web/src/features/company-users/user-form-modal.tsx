import { Modal } from '@mantine/core';
import type { UsersRecord } from '@rumbo/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DetailsHistoryTabs } from '#ui/history/details-history-tabs.tsx';
import type { ServerErrors } from './server-field-errors.ts';
import { UserForm } from './user-form.tsx';
import { UserFormHistory } from './user-form-history.tsx';
import { userDisplayName } from './user-display-name.ts';
import type { UserFormValues } from './user-form-schema.ts';

/** Which user the modal edits: a new one (`target` null) or an existing one. */
export type UserFormTarget = { target: UsersRecord | null; isSuperuser: boolean };

export type UserFormModalProps = {
  editing: UserFormTarget | null;
  roles: string[];
  isSelf: boolean;
  onSubmit: (values: UserFormValues) => Promise<ServerErrors | null>;
  onClose: () => void;
};

export function UserFormModal({ editing, roles, isSelf, onSubmit, onClose }: UserFormModalProps) {
  const { t } = useTranslation();
  const target = editing?.target ?? null;
  const title = target
    ? t('companyUsers.form.editTitle', { name: userDisplayName(target) })
    : t('companyUsers.form.createTitle');
  return (
    <Modal
      opened={editing !== null}
      onClose={onClose}
      title={title}

      size="lg"
      closeButtonProps={{ 'aria-label': t('companyUsers.form.close') }}
    >
      {editing &&
        (editing.target ? (
          // A fresh form per user, so one user's typing never shows up in another's.
          <SavedUserTabs
            key={editing.target.id}
            editing={{ ...editing, target: editing.target }}
            roles={roles}
            isSelf={isSelf}
            onSubmit={onSubmit}
            onClose={onClose}
          />
        ) : (
          <UserForm
            key="new"
            mode="create"
            initialValues={initialValues(editing, roles)}
            roles={roles}
            isSelf={isSelf}
            onSubmit={onSubmit}
            onCancel={onClose}
          />
        ))}
    </Modal>
  );
}

type SavedUserTabsProps = Omit<UserFormModalProps, 'editing'> & {
  editing: UserFormTarget & { target: UsersRecord };
};

/** A saved user: the form, and its history beside it (an undo shows in the form at once). */
function SavedUserTabs({ editing, roles, isSelf, onSubmit, onClose }: SavedUserTabsProps) {
  // The user as the form shows it: as opened, or as an undo left it (the form is then renewed).
  const [shown, setShown] = useState(editing.target);
  const [formKey, setFormKey] = useState(0);
  const [isDirty, setDirty] = useState(false);
  return (
    <DetailsHistoryTabs
      details={
        <UserForm
          key={formKey}
          mode="edit"
          initialValues={initialValues({ ...editing, target: shown }, roles)}
          roles={roles}
          isSelf={isSelf}
          onSubmit={onSubmit}
          onCancel={onClose}
          onDirtyChange={setDirty}
        />
      }
      history={
        <UserFormHistory
          userId={shown.id}
          version={shown.updated}
          hasUnsavedChanges={isDirty}
          onUndone={(record) => {
            setShown(record as unknown as UsersRecord);
            setFormKey((key) => key + 1);
          }}
        />
      }
    />
  );
}

function initialValues({ target, isSuperuser }: UserFormTarget, roles: string[]): UserFormValues {
  return {
    email: target?.email ?? '',
    nombreCompleto: target?.nombreCompleto ?? '',
    telefono: target?.telefono ?? '',
    role: target ? target.role : (roles[0] ?? ''),
    password: '',
    passwordConfirm: '',
    isSuperuser,
  };
}
