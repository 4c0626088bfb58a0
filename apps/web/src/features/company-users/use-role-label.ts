import { normalizeRole } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';

const KNOWN_ROLES = ['staff', 'rumbo_superuser', 'superuser', 'rumbo_admin'] as const;

type KnownRole = (typeof KNOWN_ROLES)[number];

/** A role's name for people; an unknown role shows as stored. */
export function useRoleLabel(): (role: string | null | undefined) => string {
  const { t } = useTranslation();
  return (role) => {
    const normalized = normalizeRole(role);
    if (!normalized) return t('companyUsers.roles.none');
    const known = KNOWN_ROLES.find((it) => it === normalized);
    return known ? t(`companyUsers.roles.${known satisfies KnownRole}`) : String(role);
  };
}
