import { useParams } from 'react-router';
import { StatementPage } from '#features/billing/statement/statement-page.tsx';

// /dashboard/billing/statement/:partnerId (issue 39): a client's statement.
export default function BillingStatementRoute() {
  const { partnerId = '' } = useParams();
  return <StatementPage key={partnerId} partnerId={partnerId} />;
}
