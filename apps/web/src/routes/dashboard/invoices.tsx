import { useAccess } from '#features/access/use-access.ts';
import { BillingTabs } from '#features/billing/billing-tabs.tsx';
import { InvoicesPage } from '#features/invoices/list/invoices-page.tsx';

// Invoices are on every plan (issue 39); platform admins see every company's invoices.
export default function InvoicesRoute() {
  const access = useAccess();
  return (
    <>
      <BillingTabs active="invoices" />
      <InvoicesPage
        user={{
          companyId: access.isAdmin ? null : access.user?.company || null,
          isAdmin: access.isAdmin,
          isLoading: access.status === 'loading',
        }}
      />
    </>
  );
}
