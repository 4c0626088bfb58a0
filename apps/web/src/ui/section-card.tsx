import { Card, Stack, Title, type MantineSpacing } from '@mantine/core';
import type { ReactNode } from 'react';

export type SectionCardProps = {
  /** The heading's id: the card is announced as a region by its heading. */
  headingId: string;
  heading: ReactNode;
  /** Space between the heading and each block of the content. */
  gap?: MantineSpacing;
  children: ReactNode;
};

/** A bordered card that is a page section: a level-2 heading (h3 size) over its content. */
export function SectionCard({ headingId, heading, gap = 'sm', children }: SectionCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={headingId}>
      <Stack gap={gap}>
        <Title order={2} size="h3" id={headingId}>
          {heading}
        </Title>
        {children}
      </Stack>
    </Card>
  );
}
