import { Modal } from '@mantine/core';
import type { UsersRecord } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import type { ServerErrors } from './server-field-errors.ts';
import { UserForm } from './user-form.tsx';
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
      {editing && (
        <UserForm
          // A fresh form per user, so one user's typing never shows up in another's.
          key={target?.id ?? 'new'}
          mode={target ? 'edit' : 'create'}
          initialValues={initialValues(editing, roles)}
          roles={roles}
          isSelf={isSelf}
          onSubmit={onSubmit}
          onCancel={onClose}
        />
      )}
    </Modal>
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
