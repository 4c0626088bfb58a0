import { ActionIcon, Badge, Group, Table, Text } from '@mantine/core';
import type { UsersRecord } from '@rumbo/domain';
import { IconPencil, IconTrash } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@rumbo/domain';
import { useRoleLabel } from './use-role-label.ts';
import { userDisplayName } from './user-display-name.ts';

export type UsersTableProps = {
  users: UsersRecord[];
  currentUserId: string;
  isSuperuser: (userId: string) => boolean;
  canManage: boolean;
  canEdit: (user: UsersRecord) => boolean;
  onEdit: (user: UsersRecord) => void;
  onDelete: (user: UsersRecord) => void;
};

// Wide enough for every column; narrower screens scroll the table sideways.
const TABLE_MIN_WIDTH = 820;

/** The company's users, in the order given (by name, SPEC §7). */
export function UsersTable({
  users,
  currentUserId,
  isSuperuser,
  canManage,
  canEdit,
  onEdit,
  onDelete,
}: UsersTableProps) {
  const { t } = useTranslation();
  const roleLabel = useRoleLabel();
  return (
    <Table.ScrollContainer minWidth={TABLE_MIN_WIDTH}>
      <Table
        striped
        highlightOnHover
        verticalSpacing="xs"
        aria-label={t('companyUsers.tableLabel')}
      >
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('companyUsers.columns.name')}</Table.Th>
            <Table.Th scope="col">{t('companyUsers.columns.email')}</Table.Th>
            <Table.Th scope="col">{t('companyUsers.columns.telefono')}</Table.Th>
            <Table.Th scope="col">{t('companyUsers.columns.role')}</Table.Th>
            <Table.Th scope="col">{t('companyUsers.columns.superuser')}</Table.Th>
            <Table.Th scope="col">{t('companyUsers.columns.lastLogin')}</Table.Th>
            {canManage && <Table.Th scope="col">{t('companyUsers.columns.actions')}</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const name = userDisplayName(user);
            const isSelf = user.id === currentUserId;
            return (
              <Table.Tr key={user.id} data-user-id={user.id}>
                <Table.Th scope="row" fw={600}>
                  <Group gap={6} wrap="nowrap">
                    <span>{name}</span>
                    {isSelf && (
                      <Badge size="xs" variant="light" style={{ flexShrink: 0 }}>
                        {t('companyUsers.you')}
                      </Badge>
                    )}
                  </Group>
                </Table.Th>
                <Table.Td>
                  {user.email || (
                    <Text span c="dimmed" size="sm">
                      {t('companyUsers.hiddenEmail')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td>{user.telefono}</Table.Td>
                <Table.Td>{roleLabel(user.role)}</Table.Td>
                <Table.Td>
                  {t(
                    isSuperuser(user.id) ? 'companyUsers.superuserYes' : 'companyUsers.superuserNo',
                  )}
                </Table.Td>
                <Table.Td>
                  {formatDateTime(user.lastLogin) || t('companyUsers.neverSignedIn')}
                </Table.Td>
                {canManage && (
                  <Table.Td>
                    <Group gap={4} wrap="nowrap">
                      <ActionIcon
                        variant="subtle"
                        aria-label={t('companyUsers.edit', { name })}
                        onClick={() => onEdit(user)}
                        disabled={!canEdit(user)}
                      >
                        <IconPencil size={18} aria-hidden />
                      </ActionIcon>
                      {!isSelf && (
                        <ActionIcon
                          variant="subtle"
                          color="red"
                          aria-label={t('companyUsers.delete', { name })}
                          onClick={() => onDelete(user)}
                          disabled={!canEdit(user)}
                        >
                          <IconTrash size={18} aria-hidden />
                        </ActionIcon>
                      )}
                    </Group>
                  </Table.Td>
                )}
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
