import { Stack, Text, Title } from '@mantine/core';
import { planBadgeVariant, type CompaniesRecord, type MembershipState } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { MembershipSummary } from './membership-summary.tsx';
import { ModuleWindowsTable } from './module-windows-table.tsx';
import { RenewCard, type RenewContact } from './renew-card.tsx';
import { UnavailableFeatures } from './unavailable-features.tsx';
import { useNow } from '#ui/use-now.ts';

// Day counts and module windows change at most by the minute.
const MINUTE_MS = 60_000;

export type MembershipStatusPageProps = {
  company: CompaniesRecord | null;
  plan: string | null;
  membership: MembershipState;
  hasAccess: boolean;
  isAdmin: boolean;
  contact: RenewContact;
};

/**
 * The membership status page (SPEC §2, §4): where a company without an active membership lands,
 * with its plan, state, modules, what is closed and how to renew.
 */
export function MembershipStatusPage({
  company,
  plan,
  membership,
  hasAccess,
  isAdmin,
  contact,
}: MembershipStatusPageProps) {
  const { t } = useTranslation();
  const now = useNow(MINUTE_MS);
  const variant = planBadgeVariant(plan);
  const planLabel =
    variant === 'default' ? plan?.trim() || t('shell.plans.none') : t(`shell.plans.${variant}`);
  return (
    <Stack gap="lg" maw={960}>
      <Stack gap={4}>
        <Title order={1}>{t('screens.membershipStatus')}</Title>
        {!hasAccess && <Text c="dimmed">{t('access.dashboardClosed')}</Text>}
        {isAdmin && <Text c="dimmed">{t('membership.adminNote')}</Text>}
      </Stack>
      {!isAdmin && <MembershipSummary company={company} plan={plan} now={now} />}
      <UnavailableFeatures
        membership={membership}
        plan={plan}
        planLabel={planLabel}
        isAdmin={isAdmin}
      />
      {!isAdmin && <ModuleWindowsTable moduleAccess={company?.moduleAccess} now={now} />}
      {!isAdmin && <RenewCard contact={contact} companyName={company?.name ?? ''} />}
    </Stack>
  );
}
