import { Box, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type HeroProps = {
  eyebrow: string;
  title: string;
  body: string;
  actions: ReactNode;
  illustration: ReactNode;
};

/** Top of a public page: the page's one h1, what it offers, how to act, and a picture. */
export function Hero({ eyebrow, title, body, actions, illustration }: HeroProps) {
  return (
    <Container size="lg" py={{ base: 40, sm: 72 }}>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing={{ base: 32, md: 56 }}>
        <Stack gap="lg" justify="center" align="flex-start">
          <Text tt="uppercase" fw={700} size="sm" c="var(--mantine-primary-color-light-color)">
            {eyebrow}
          </Text>
          <Title order={1} fz={{ base: 34, sm: 48 }} lh={1.12}>
            {title}
          </Title>
          <Text size="lg" c="dimmed" maw={600}>
            {body}
          </Text>
          <Group gap="sm">{actions}</Group>
        </Stack>
        <Box maw={{ base: 420, md: 560 }} w="100%" mx="auto">
          {illustration}
        </Box>
      </SimpleGrid>
    </Container>
  );
}
