import { useAccess } from '#features/access/use-access.ts';
import { TariffsPage } from '#features/tariffs/tariffs-page.tsx';

// The silver plan is refused here as well as hidden from the sidebar (SPEC §2).
export default function TariffsRoute() {
  const access = useAccess();
  return (
    <TariffsPage
      user={{
        id: access.user?.id ?? '',
        companyId: access.isAdmin ? null : access.user?.company || null,
        isAdmin: access.isAdmin,
        isLoading: access.status === 'loading',
        canSeeTariffs: access.isAdmin || access.canSeeTariffs,
      }}
    />
  );
}
