import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { UsersRecord } from '@rumbo/domain';
import { IconAlertTriangle, IconUserPlus } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConflictDialog } from '#ui/conflict-dialog.tsx';
import { recordFieldLabel } from '#ui/record-field-label.ts';
import { useConflictChoices } from '#ui/use-conflict-choices.ts';
import { companyUsersQuery } from '#data/users/company-users-query.ts';
import { isListedSuperuser } from './company-superuser-ids.ts';
import { usePanelCaller } from './use-panel-caller.ts';
import { useUserActions } from './use-user-actions.ts';
import { UserFormModal, type UserFormTarget } from './user-form-modal.tsx';
import type { UserFormValues } from './user-form-schema.ts';
import { UsersTable } from './users-table.tsx';

export type CompanyUsersPanelProps = { companyId: string };

/**
 * The users of a company (SPEC §7 Users): listed by name, created, edited and deleted by its
 * superusers and platform admins, within what the server's rules allow them (DESIGN §3).
 */
export function CompanyUsersPanel({ companyId }: CompanyUsersPanelProps) {
  const translation = useTranslation();
  const { t } = translation;
  const caller = usePanelCaller(companyId);
  const users = useQuery({ ...companyUsersQuery(companyId), enabled: companyId !== '' });
  const conflict = useConflictChoices();
  const actions = useUserActions(companyId, caller.company, (conflicts) => conflict.ask(conflicts));
  const [editing, setEditing] = useState<UserFormTarget | null>(null);
  const callerId = caller.user?.id ?? '';
  const isSuperuser = (userId: string) => isListedSuperuser(caller.company, userId);
  const isEditingSelf = editing?.target?.id === callerId && callerId !== '';
  const roles = editing?.target ? caller.rolesFor(editing.target) : caller.rolesFor();

  const handleSubmit = async (values: UserFormValues) => {
    const errors = await actions.saveUser({ target: editing?.target ?? null, values });
    if (!errors) setEditing(null);
    return errors;
  };

  return (
    <Stack gap="sm" component="section" aria-labelledby="company-users-title">
      <Group justify="space-between" align="center" gap="xs">
        <div>
          <Title order={2} id="company-users-title">
            {t('companyUsers.title')}
          </Title>
          {users.data && (
            <Text size="sm" c="dimmed">
              {t('companyUsers.count', { count: users.data.length })}
            </Text>
          )}
        </div>
        {caller.canManage && (
          <Button
            leftSection={<IconUserPlus size={18} aria-hidden />}
            onClick={() => setEditing({ target: null, isSuperuser: false })}
          >
            {t('companyUsers.addUser')}
          </Button>
        )}
      </Group>
      {!caller.canManage && caller.user && (
        <Text size="sm" c="dimmed">
          {t('companyUsers.readOnly')}
        </Text>
      )}
      <PanelBody
        query={users}
        onRetry={() => void users.refetch()}
        render={(list) => (
          <UsersTable
            users={list}
            currentUserId={callerId}
            isSuperuser={isSuperuser}
            canManage={caller.canManage}
            canEdit={(user) => user.id === callerId || caller.rolesFor(user).length > 0}
            onEdit={(user) => setEditing({ target: user, isSuperuser: isSuperuser(user.id) })}
            onDelete={(user) => void actions.deleteUser(user)}
          />
        )}
      />
      <UserFormModal
        editing={editing}
        roles={roles}
        isSelf={isEditingSelf}
        onSubmit={handleSubmit}
        onClose={() => setEditing(null)}
      />
      <ConflictDialog
        request={conflict.request}
        fieldLabel={(field) => recordFieldLabel(translation, 'users', field)}
      />
    </Stack>
  );
}

type PanelBodyProps = {
  query: { data?: UsersRecord[]; isPending: boolean; isError: boolean; isRefetching: boolean };
  onRetry: () => void;
  render: (users: UsersRecord[]) => React.ReactNode;
};

function PanelBody({ query, onRetry, render }: PanelBodyProps) {
  const { t } = useTranslation();
  if (query.data) {
    if (query.data.length === 0) return <Text c="dimmed">{t('companyUsers.empty')}</Text>;
    return render(query.data);
  }
  if (query.isError)
    return (
      <Alert
        color="red"
        variant="light"
        title={t('companyUsers.loadError')}
        icon={<IconAlertTriangle aria-hidden />}
      >
        <Button variant="default" onClick={onRetry} loading={query.isRefetching}>
          {t('companyUsers.retry')}
        </Button>
      </Alert>
    );
  return (
    <Stack gap="xs" role="status" aria-busy="true" aria-label={t('companyUsers.loading')}>
      {[0, 1, 2].map((row) => (
        <Skeleton key={row} height={40} aria-hidden />
      ))}
    </Stack>
  );
}
