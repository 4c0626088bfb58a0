import { Box, Container, Stack, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';
import classes from './page-section.module.css';

export type PageSectionProps = {
  title: string;
  intro?: string;
  /** Tinted sections alternate with plain ones so long pages read in blocks. */
  tone?: 'plain' | 'tinted';
  id?: string;
  children: ReactNode;
};

/** A titled band of a public page; the section is labelled by its heading. */
export function PageSection({ title, intro, tone = 'plain', id, children }: PageSectionProps) {
  const headingId = useId();
  return (
    <Box
      component="section"
      id={id}
      aria-labelledby={headingId}
      py={{ base: 48, sm: 72 }}
      className={tone === 'tinted' ? classes.tinted : undefined}
    >
      <Container size="lg">
        <Stack gap="xl">
          <Stack gap="xs" maw={720}>
            <Title order={2} id={headingId} fz={{ base: 26, sm: 32 }}>
              {title}
            </Title>
            {intro && (
              <Text size="lg" c="dimmed">
                {intro}
              </Text>
            )}
          </Stack>
          {children}
        </Stack>
      </Container>
    </Box>
  );
}
