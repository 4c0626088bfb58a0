import { ReportsPage } from '#features/reports/reports-page.tsx';

export default function ReportsRoute() {
  return <ReportsPage />;
}
