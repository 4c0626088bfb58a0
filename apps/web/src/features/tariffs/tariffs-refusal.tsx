import { useTranslation } from 'react-i18next';
import { PlanRefusal } from '#ui/plan-refusal.tsx';

/**
 * What a silver-plan user sees at /dashboard/rcm: the page says why it is closed and where to
 * read about the plan, and loads no tariff data.
 */
export function TariffsRefusal() {
  const { t } = useTranslation();
  return (
    <PlanRefusal
      titleId="tariffs-refusal-title"
      mt="xl"
      texts={{
        title: t('tariffs.refusal.title'),
        message: t('tariffs.refusal.message'),
        hint: t('tariffs.refusal.hint'),
        link: t('tariffs.refusal.link'),
      }}
    />
  );
}
