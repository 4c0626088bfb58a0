import { Container, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

export type HeroProps = {
  title: string;
  body: string;
  action: ReactNode;
};

export function Hero({ title, body, action }: HeroProps) {
  return (
    <Container size="md" py={{ base: 48, sm: 96 }}>
      <Stack gap="lg" align="flex-start">
        <Title order={1} fz={{ base: 32, sm: 48 }} lh={1.15}>
          {title}
        </Title>
        <Text size="lg" c="dimmed" maw={640}>
          {body}
        </Text>
        {action}
      </Stack>
    </Container>
  );
}
