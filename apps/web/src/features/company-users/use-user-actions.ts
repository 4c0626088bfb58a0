import { useQueryClient } from '@tanstack/react-query';
import { normalizeEmail, type CompaniesRecord, type UsersRecord } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import type { AskConflictChoices } from '#data/repository/repository-types.ts';
import { SaveCancelledError } from '#data/common/save-cancelled-error.ts';
import { setCompanySuperuser } from '#data/users/company-superusers.ts';
import { companyRecordQuery, companyUsersQuery } from '#data/users/company-users-query.ts';
import {
  createCompanyUser,
  deleteCompanyUser,
  updateCompanyUser,
} from '#data/users/user-writes.ts';
import { confirmAction } from '#ui/confirm-dialog.tsx';
import { showToast } from '#ui/toast.ts';
import { isListedSuperuser } from './company-superuser-ids.ts';
import { userDisplayName } from './user-display-name.ts';
import { serverErrors, type ServerErrors } from './server-field-errors.ts';
import type { UserFormValues } from './user-form-schema.ts';

export type SaveUserInput = { target: UsersRecord | null; values: UserFormValues };

export type UserActions = {
  /** Creates or updates; null when saved, else the errors for the form. */
  saveUser: (input: SaveUserInput) => Promise<ServerErrors | null>;
  deleteUser: (user: UsersRecord) => Promise<void>;
};

/** Writes of the users panel, each followed by a fresh list (and company, for the flag). */
export function useUserActions(
  companyId: string,
  company: CompaniesRecord | null,
  ask?: AskConflictChoices,
): UserActions {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: companyUsersQuery(companyId).queryKey });

  async function saveUser({ target, values }: SaveUserInput): Promise<ServerErrors | null> {
    let saved: UsersRecord;
    try {
      saved = target ? await update(target, values) : await create(values);
    } catch (error) {
      if (error instanceof SaveCancelledError)
        return { fields: {}, form: t('saveConflict.cancelled') };
      return serverErrors(error, t);
    }
    await refresh();
    const name = userDisplayName(saved);
    showToast({
      message: t(target ? 'companyUsers.toasts.updated' : 'companyUsers.toasts.created', { name }),
      tone: 'success',
    });
    await applySuperuserFlag(saved.id, values.isSuperuser);
    return null;
  }

  function create(values: UserFormValues): Promise<UsersRecord> {
    return createCompanyUser({
      company: companyId,
      email: normalizeEmail(values.email),
      nombreCompleto: values.nombreCompleto.trim(),
      telefono: values.telefono.trim(),
      role: values.role,
      password: values.password,
      passwordConfirm: values.passwordConfirm,
    });
  }

  function update(target: UsersRecord, values: UserFormValues): Promise<UsersRecord> {
    const versioned = ask ? { base: target, ask } : undefined;
    const input = {
      email: normalizeEmail(values.email),
      nombreCompleto: values.nombreCompleto.trim(),
      telefono: values.telefono.trim(),
      role: values.role,
      password: values.password,
      passwordConfirm: values.passwordConfirm,
    };
    return updateCompanyUser(target.id, input, versioned);
  }

  /** The flag lives on the company; a failure here leaves the user saved, and says so. */
  async function applySuperuserFlag(userId: string, isSuperuser: boolean): Promise<void> {
    if (!company || isListedSuperuser(company, userId) === isSuperuser) return;
    try {
      const updated = await setCompanySuperuser({ company, userId, isSuperuser });
      queryClient.setQueryData(companyRecordQuery(companyId).queryKey, updated);
    } catch {
      showToast({ message: t('companyUsers.errors.superuserFailed'), tone: 'error' });
    }
  }

  async function deleteUser(user: UsersRecord): Promise<void> {
    const name = userDisplayName(user);
    const isConfirmed = await confirmAction({
      message: t('companyUsers.confirmDelete', { name }),
      confirmLabel: t('companyUsers.deleteLabel'),
      destructive: true,
    });
    if (!isConfirmed) return;
    try {
      await deleteCompanyUser(user.id);
      showToast({ message: t('companyUsers.toasts.deleted', { name }), tone: 'success' });
    } catch (error) {
      const { form } = serverErrors(error, t);
      showToast({
        message: `${t('companyUsers.toasts.deleteFailed', { name })} ${form ?? ''}`.trim(),
        tone: 'error',
      });
    }
    await refresh();
  }

  return { saveUser, deleteUser };
}
