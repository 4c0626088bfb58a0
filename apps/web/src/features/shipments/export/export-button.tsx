import { Button, Progress, Stack } from '@mantine/core';
import type { ShipmentMode } from '@rumbo/domain';
import { IconFileSpreadsheet } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useShipmentsExport, type ExportSource } from './use-shipments-export.ts';

export type ExportButtonProps = {
  mode: ShipmentMode;
  /** What the file holds: the selected shipments, or every one the list shows. */
  source: ExportSource;
  /** Phones: a smaller button with a shorter label, so it fits beside "New shipment". */
  isCompact?: boolean;
};

/** "Export to Excel" / "Export selected (N)", with a progress bar while the file is built. */
export function ExportButton({ mode, source, isCompact = false }: ExportButtonProps) {
  const { t } = useTranslation();
  const { percent, start } = useShipmentsExport(mode);
  const size = isCompact ? 'sm' : 'md';
  const isSelection = 'rows' in source;
  const count = isSelection ? source.rows.length : source.count;
  const label = isSelection
    ? t(isCompact ? 'shipmentsList.export.selectedShort' : 'shipmentsList.export.selected', {
        count,
      })
    : t(isCompact ? 'shipmentsList.export.allShort' : 'shipmentsList.export.all');
  if (percent !== null)
    return (
      <Stack gap={4} miw={200}>
        <Button
          size={size}
          variant="default"
          disabled
          leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
        >
          {t('shipmentsList.export.building', { percent })}
        </Button>
        <Progress
          value={percent}
          size="sm"
          aria-label={t('shipmentsList.export.progressLabel')}
          transitionDuration={150}
        />
      </Stack>
    );
  return (
    <Button
      size={size}
      variant="default"
      leftSection={<IconFileSpreadsheet size={18} aria-hidden />}
      disabled={count === 0}
      onClick={() => void start(source)}
    >
      {label}
    </Button>
  );
}
