import { Box, Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';

export type Step = { readonly title: string; readonly body: string };

export type StepsListProps = {
  steps: readonly Step[];
};

/** Numbered steps, in order. */
export function StepsList({ steps }: StepsListProps) {
  return (
    <SimpleGrid
      component="ol"
      cols={{ base: 1, sm: 2, md: 4 }}
      spacing="lg"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
    >
      {steps.map((step, index) => (
        <Box component="li" key={step.title}>
          <Card withBorder padding="lg" h="100%">
            {/* The list is ordered: the number is for the eye, screen readers count the items. */}
            <ThemeIcon size={36} radius="xl" mb="md" aria-hidden>
              <Text component="span" fw={700}>
                {index + 1}
              </Text>
            </ThemeIcon>
            <Title order={3} size="h4" mb={6}>
              {step.title}
            </Title>
            <Text size="sm" c="dimmed">
              {step.body}
            </Text>
          </Card>
        </Box>
      ))}
    </SimpleGrid>
  );
}
