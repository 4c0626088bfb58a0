import { useAccess } from '#features/access/use-access.ts';
import { QuoteSettingsPage } from '#features/quotes/settings/quote-settings-page.tsx';

// Quotes follow the Tariffs gate: the silver plan is refused here (SPEC §2, issue 38).
export default function QuoteSettingsRoute() {
  const access = useAccess();
  return (
    <QuoteSettingsPage
      user={{
        companyId: access.isAdmin ? null : access.user?.company || null,
        isAdmin: access.isAdmin,
        isLoading: access.status === 'loading',
        canSeeTariffs: access.isAdmin || access.canSeeTariffs,
        canEditMargins: access.isAdmin || access.canManageCompany,
      }}
    />
  );
}
