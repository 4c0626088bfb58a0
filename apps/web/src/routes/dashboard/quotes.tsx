import { useAccess } from '#features/access/use-access.ts';
import { QuotesPage } from '#features/quotes/list/quotes-page.tsx';

// Quotes follow the Tariffs gate: the silver plan is refused here as well as hidden from the
// sidebar (SPEC §2, issue 38); platform admins see every company's quotes.
export default function QuotesRoute() {
  const access = useAccess();
  return (
    <QuotesPage
      user={{
        companyId: access.isAdmin ? null : access.user?.company || null,
        isAdmin: access.isAdmin,
        isLoading: access.status === 'loading',
        canSeeTariffs: access.isAdmin || access.canSeeTariffs,
      }}
    />
  );
}
