import { Card, Group, SimpleGrid, Skeleton, Text, ThemeIcon } from '@mantine/core';
import { SHIPMENT_MODES, type ShipmentMode } from '@rumbo/domain';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '#lib/paths.ts';
import { HomeSection } from './home-section.tsx';
import { ModeIcon } from './mode-icon.tsx';

export type OpenShipmentsSectionProps = {
  counts: Record<ShipmentMode, number>;
  isLoading: boolean;
};

/** Open shipments per mode, each a link to that mode's screen; three across even on a phone. */
export function OpenShipmentsSection({ counts, isLoading }: OpenShipmentsSectionProps) {
  const { t } = useTranslation();
  return (
    <HomeSection title={t('home.open.title')}>
      <SimpleGrid cols={3} spacing="sm">
        {SHIPMENT_MODES.map((mode) => {
          const label = t(`home.modes.${mode}`);
          return (
            <Card
              key={mode}
              component={Link}
              to={paths.dashboard.shipments(mode)}
              // A link dressed as a card: Mantine's focus ring, as its buttons and anchors have.
              className="mantine-focus-auto"
              withBorder
              padding="sm"
              radius="md"
              aria-label={
                isLoading ? label : t('home.open.link', { mode: label, count: counts[mode] })
              }
            >
              <Group gap={8} wrap="nowrap">
                <ThemeIcon variant="light" size="md" radius="md" visibleFrom="xs">
                  <ModeIcon mode={mode} size={16} isDecorative />
                </ThemeIcon>
                {/* Smaller on a phone: 'Marítimo' and 'Terrestre' fit a third of 375 px. */}
                <Text fw={600} fz={{ base: 'sm', xs: 'md' }} truncate="end">
                  {label}
                </Text>
              </Group>
              {isLoading ? (
                <Skeleton height={32} width={48} mt="xs" />
              ) : (
                <Text fz={{ base: 26, sm: 32 }} fw={700} lh={1.1} mt="xs">
                  {counts[mode]}
                </Text>
              )}
            </Card>
          );
        })}
      </SimpleGrid>
    </HomeSection>
  );
}
