import { Badge, type BadgeProps } from '@mantine/core';
import type { ReactNode } from 'react';
import { statusColor } from './status-color.ts';

export type StatusBadgeProps = Omit<BadgeProps, 'color' | 'variant' | 'children'> & {
  /** The shipment's status as stored: it picks the colour. */
  status: string;
  /** What the badge reads: the status, translated or as typed, or a word for "none". */
  children: ReactNode;
};

/**
 * A shipment's status as a light badge in the colour its words call for (status-color.ts), in
 * the case it was typed. Layout props (radius, width, a class) pass through to the badge.
 */
export function StatusBadge({ status, children, ...props }: StatusBadgeProps) {
  return (
    <Badge variant="light" color={statusColor(status)} tt="none" {...props}>
      {children}
    </Badge>
  );
}
