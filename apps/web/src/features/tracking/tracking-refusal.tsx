import { useTranslation } from 'react-i18next';
import { PlanRefusal } from '#ui/plan-refusal.tsx';
import { TrackingFrame } from './tracking-frame.tsx';
import type { TrackingBrand } from './tracking-brand.ts';

export type TrackingRefusalProps = { brand: TrackingBrand };

/**
 * What a silver-plan user sees at /tracking-demo when they type the address: the plan has no
 * Site Demo (SPEC §2, as Tariffs), so the page says why and loads no shipment.
 */
export function TrackingRefusal({ brand }: TrackingRefusalProps) {
  const { t } = useTranslation();
  return (
    <TrackingFrame brand={brand}>
      <PlanRefusal
        titleId="tracking-refusal-title"
        texts={{
          title: t('tracking.refusal.title'),
          message: t('tracking.refusal.message'),
          hint: t('tracking.refusal.hint'),
          link: t('tracking.refusal.link'),
        }}
      />
    </TrackingFrame>
  );
}
