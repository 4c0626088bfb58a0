import { PartnersPage } from '#features/partners/partners-page.tsx';

export default function PartnersRoute() {
  return <PartnersPage />;
}
