import { SessionActions } from '#features/auth/components/session-actions.tsx';
import { PublicLayout } from '#features/public-site/components/public-layout.tsx';

export default function PublicLayoutRoute() {
  return (
    <PublicLayout
      sessionActions={<SessionActions />}
      mobileSessionActions={<SessionActions stacked />}
    />
  );
}
