import { Card, SimpleGrid, Text, ThemeIcon, Title } from '@mantine/core';
import type { TablerIcon } from '@tabler/icons-react';

export type Feature = { readonly title: string; readonly body: string };

export type FeatureGridProps = {
  features: readonly Feature[];
  /** One icon per feature, in the same order. */
  icons: readonly TablerIcon[];
  columns?: 2 | 3 | 4;
};

/** Cards with an icon, a title and a short explanation. */
export function FeatureGrid({ features, icons, columns = 3 }: FeatureGridProps) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2, md: columns }} spacing="lg">
      {features.map((feature, index) => {
        const FeatureIcon = icons[index % icons.length]!;
        return (
          <Card key={feature.title} withBorder padding="lg">
            <ThemeIcon variant="light" size={40} mb="md" aria-hidden>
              <FeatureIcon size={22} stroke={1.6} />
            </ThemeIcon>
            <Title order={3} size="h4" mb={6}>
              {feature.title}
            </Title>
            <Text size="sm" c="dimmed">
              {feature.body}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}
