import { useAccess } from '#features/access/use-access.ts';
import { ReportsPage } from '#features/reports/reports-page.tsx';

// Quotes follow the Tariffs gate: the silver plan has neither (SPEC §2, issue 38).
export default function ReportsRoute() {
  const access = useAccess();
  const canSeeQuotes = access.status === 'ready' && (access.isAdmin || access.canSeeTariffs);
  return <ReportsPage canSeeQuotes={canSeeQuotes} />;
}
