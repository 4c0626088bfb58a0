import { Anchor, Paper, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';

export type PlanRefusalProps = {
  /** Id of the title, which names the region. */
  titleId: string;
  texts: { title: string; message: string; hint: string; link: string };
  mt?: string;
};

/**
 * What a user whose plan lacks a module sees at its address: why it is closed and where to read
 * about the plan. The screen behind it loads no data.
 */
export function PlanRefusal({ titleId, texts, mt }: PlanRefusalProps) {
  return (
    <Paper
      withBorder
      radius="md"
      p="xl"
      maw={560}
      mx="auto"
      mt={mt}
      role="region"
      aria-labelledby={titleId}
    >
      <Stack align="center" ta="center" gap="sm">
        <ThemeIcon size={48} radius="xl" variant="light" color="gray" aria-hidden>
          <IconLock size={26} />
        </ThemeIcon>
        <Title order={1} size="h2" id={titleId}>
          {texts.title}
        </Title>
        <Text>{texts.message}</Text>
        <Text c="dimmed" size="sm">
          {texts.hint}
        </Text>
        <Anchor component={Link} to={paths.dashboard.membershipStatus} fw={600}>
          {texts.link}
        </Anchor>
      </Stack>
    </Paper>
  );
}
