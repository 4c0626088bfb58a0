import { DashboardHome } from '#features/dashboard-home/components/dashboard-home.tsx';

export default function DashboardHomeRoute() {
  return <DashboardHome />;
}
