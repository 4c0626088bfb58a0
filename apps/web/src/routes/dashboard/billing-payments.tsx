import { BillingTabs } from '#features/billing/billing-tabs.tsx';
import { PaymentsPage } from '#features/billing/payments/payments-page.tsx';

// /dashboard/billing/payments (issue 39): the payments received, a tab of Invoices.
export default function BillingPaymentsRoute() {
  return (
    <>
      <BillingTabs active="payments" />
      <PaymentsPage />
    </>
  );
}
