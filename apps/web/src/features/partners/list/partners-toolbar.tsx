import { Group, NativeSelect, TextInput } from '@mantine/core';
import { PARTNER_ROLES, PARTNER_TYPES } from '@rumbo/domain';
import { IconSearch } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';

export type PartnersToolbarProps = {
  search: string;
  onSearch: (text: string) => void;
  role: string;
  onRole: (role: string) => void;
  type: string;
  onType: (type: string) => void;
};

/** Search box and the role and type filters ('' = any). */
export function PartnersToolbar(props: PartnersToolbarProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" wrap="wrap" align="flex-end">
      <TextInput
        type="search"
        aria-label={t('partners.searchLabel')}
        placeholder={t('partners.searchPlaceholder')}
        value={props.search}
        onChange={(event) => props.onSearch(event.currentTarget.value)}
        leftSection={<IconSearch size={16} aria-hidden />}
        style={{ flex: '1 1 16rem', minWidth: 0 }}
      />
      <NativeSelect
        label={t('partners.roleFilter')}
        value={props.role}
        onChange={(event) => props.onRole(event.currentTarget.value)}
        data={[
          { value: '', label: t('partners.anyRole') },
          ...PARTNER_ROLES.map((role) => ({ value: role, label: t(`partners.roles.${role}`) })),
        ]}
        style={{ flex: '0 1 10rem' }}
      />
      <NativeSelect
        label={t('partners.typeFilter')}
        value={props.type}
        onChange={(event) => props.onType(event.currentTarget.value)}
        data={[
          { value: '', label: t('partners.anyType') },
          ...PARTNER_TYPES.map((type) => ({ value: type, label: t(`partners.types.${type}`) })),
        ]}
        style={{ flex: '0 1 10rem' }}
      />
    </Group>
  );
}
