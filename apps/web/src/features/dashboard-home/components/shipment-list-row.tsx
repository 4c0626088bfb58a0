import { Anchor, Box, Group, Text } from '@mantine/core';
import type { HomeShipmentRow } from '@rumbo/domain';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { ModeIcon } from './mode-icon.tsx';

export type ShipmentListRowProps = {
  row: HomeShipmentRow;
  /** Under the reference: route, status. */
  details: ReactNode;
  /** At the right (below on narrow screens): date, time ago. */
  meta: ReactNode;
};

/** One shipment in a home list: mode, reference linking to the shipment opened in its screen. */
export function ShipmentListRow({ row, details, meta }: ShipmentListRowProps) {
  return (
    <Group component="li" wrap="nowrap" align="flex-start" gap="sm" py={6}>
      <Box pt={2} c="dimmed">
        <ModeIcon mode={row.mode} />
      </Box>
      <Group justify="space-between" align="flex-start" gap={4} style={{ flex: 1, minWidth: 0 }}>
        <Box miw={0} style={{ flex: '1 1 12rem' }}>
          <Anchor
            component={Link}
            to={paths.dashboard.shipments(row.mode, { open: row.id })}
            fw={600}
            size="sm"
          >
            {row.label}
          </Anchor>
          <Text size="sm" c="dimmed" truncate="end">
            {details}
          </Text>
        </Box>
        <Box miw={0} style={{ flex: '0 1 auto' }}>
          {meta}
        </Box>
      </Group>
    </Group>
  );
}
