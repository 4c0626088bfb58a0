import { AgingPage } from '#features/billing/aging/aging-page.tsx';
import { BillingTabs } from '#features/billing/billing-tabs.tsx';

// /dashboard/billing/aging (issue 39): accounts receivable, a tab of Invoices.
export default function BillingAgingRoute() {
  return (
    <>
      <BillingTabs active="aging" />
      <AgingPage />
    </>
  );
}
