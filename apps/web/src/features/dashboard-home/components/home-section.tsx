import { Card, Group, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

export type HomeSectionProps = {
  title: string;
  /** Shown at the right of the title: a count, a date range. */
  aside?: ReactNode;
  children: ReactNode;
};

/** One block of the home page: a titled card, announced as a region by its title. */
export function HomeSection({ title, aside, children }: HomeSectionProps) {
  const titleId = useId();
  return (
    <Card component="section" withBorder radius="md" padding="md" aria-labelledby={titleId}>
      <Group justify="space-between" align="baseline" mb="sm" gap="xs">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {aside}
      </Group>
      {children}
    </Card>
  );
}
