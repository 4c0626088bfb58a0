import { Drawer, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReportFact } from '@rumbo/domain';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { DrillRows } from './drill-rows.tsx';
import type { ReportDrill } from './report-drill.ts';

export type ReportDrillDrawerProps = {
  drill: ReportDrill | null;
  byId: ReadonlyMap<string, ReportFact>;
  onClose: () => void;
};

/** The shipments behind a clicked figure, titled after it; Esc or the close button shuts it. */
export function ReportDrillDrawer({ drill, byId, onClose }: ReportDrillDrawerProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery('(max-width: 48em)');
  const facts = useMemo(
    () => (drill?.shipmentIds ?? []).flatMap((id) => byId.get(id) ?? []),
    [drill, byId],
  );
  const title = drill?.title ?? '';
  return (
    <Drawer
      opened={drill !== null}
      onClose={onClose}
      position="right"
      size={isPhone ? '100%' : '72rem'}
      title={title}
      closeButtonProps={{ 'aria-label': t('reports.drill.close') }}
    >
      <Text size="sm" c="dimmed" mb="sm" role="status">
        {t('reports.drill.count', { count: facts.length })}
      </Text>
      {facts.length === 0 ? (
        <Text size="sm">{t('reports.drill.empty')}</Text>
      ) : (
        <DrillRows facts={facts} label={t('reports.drill.listLabel', { title })} onOpen={onClose} />
      )}
    </Drawer>
  );
}
