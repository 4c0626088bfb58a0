import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type CompanyFormSectionProps = { id: string; title: string; children: ReactNode };

/** A titled part of the company form, named by its title for assistive technology. */
export function CompanyFormSection({ id, title, children }: CompanyFormSectionProps) {
  const titleId = `company-section-${id}`;
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder p={{ base: 'sm', sm: 'md' }}>
      <Stack gap="sm">
        <Title order={2} size="h4" id={titleId}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
