import { SimpleGrid } from '@mantine/core';
import type { ReactNode } from 'react';

export type FieldGridProps = { children: ReactNode; wide?: boolean };

/**
 * Fields side by side as far as the form's own width allows (container queries, so the grid
 * fits whether the host shows the form full page, in a drawer or on a phone).
 */
export function FieldGrid({ children, wide }: FieldGridProps) {
  const cols = wide
    ? { base: 1, '420px': 2, '720px': 3, '960px': 4 }
    : { base: 1, '420px': 2, '720px': 3 };
  return (
    <SimpleGrid type="container" cols={cols} spacing="sm" verticalSpacing="xs">
      {children}
    </SimpleGrid>
  );
}
