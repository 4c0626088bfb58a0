import { Stack } from '@mantine/core';
import { BusySpinner } from '#ui/busy-spinner.tsx';
import { useTranslation } from 'react-i18next';
import type { TariffUser } from './tariff-user.ts';
import { TariffsRefusal } from './tariffs-refusal.tsx';
import { TariffsWorkspace } from './tariffs-workspace.tsx';

/**
 * /dashboard/rcm: the tariff lines of the user's company, or the refusal for the silver plan
 * (SPEC §2). The workspace, and so every tariffs query, only mounts once the plan allows it.
 */
export function TariffsPage({ user }: { user: TariffUser }) {
  const { t } = useTranslation();
  if (user.isLoading)
    return (
      <Stack align="center" py="xl">
        <BusySpinner label={t('tariffs.loading')} />
      </Stack>
    );
  if (!user.canSeeTariffs) return <TariffsRefusal />;
  return <TariffsWorkspace user={user} />;
}
