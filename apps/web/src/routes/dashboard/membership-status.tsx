import { useAccess } from '#features/access/use-access.ts';
import { MembershipStatusPage } from '#features/membership/membership-status-page.tsx';
import { contactChannels } from '#features/public-site/contact-channels.ts';

// The access gate (features/access) sends users here and away from here (SPEC §4).
export default function MembershipStatusRoute() {
  const { company, plan, membership, hasAccess, isAdmin } = useAccess();
  return (
    <MembershipStatusPage
      company={company}
      plan={plan}
      membership={membership}
      hasAccess={hasAccess}
      isAdmin={isAdmin}
      contact={contactChannels}
    />
  );
}
